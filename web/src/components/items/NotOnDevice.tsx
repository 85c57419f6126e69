import { Link } from 'wouter';
import { PageHeading } from '@/components/ui/PageHeading';
import { button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';

/** Offline, what the device has no copy of is said to be missing here,
 * never "not found": it may well exist, and the visitor should not give
 * up on it. (Online, a failed public read keeps the spec's empty states.) */
export function useNotOnDevice(): { title: string; text: string } {
  const t = useT();
  return { title: t('not-on-device'), text: t('not-on-device-text') };
}

/** An item page the device has no copy of, offline. */
export function NotOnDevicePage() {
  const t = useT();
  const notOnDevice = useNotOnDevice();
  return (
    <div className="mx-auto max-w-3xl px-4 py-24 text-center">
      <PageHeading>{notOnDevice.title}</PageHeading>
      <p className="mt-4 text-slate-700">{notOnDevice.text}</p>
      <Link to="/" className={button({ size: 'lg', className: 'mt-8' })}>
        {t('back-home')}
      </Link>
    </div>
  );
}
