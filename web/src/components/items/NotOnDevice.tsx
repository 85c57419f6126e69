import { Link } from 'wouter';
import { PageHeading } from '@/components/ui/PageHeading';
import { button } from '@/components/ui/button';

/** Offline, what the device has no copy of is said to be missing here,
 * never "not found": it may well exist, and the visitor should not give
 * up on it. (Online, a failed public read keeps the spec's empty states.) */
export const NOT_ON_DEVICE = {
  title: 'Not on this device yet',
  text: 'This isn’t saved on this device yet — connect to see it.',
};

/** An item page the device has no copy of, offline. */
export function NotOnDevicePage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-24 text-center">
      <PageHeading>{NOT_ON_DEVICE.title}</PageHeading>
      <p className="mt-4 text-slate-700">{NOT_ON_DEVICE.text}</p>
      <Link to="/" className={button({ size: 'lg', className: 'mt-8' })}>
        Back to Home
      </Link>
    </div>
  );
}
