import { useDeferredValue, type ReactNode } from 'react';
import { CardSkeletons } from '@/components/lists/CardSkeleton';
import { Link } from 'wouter';
import { button } from '@/components/ui/button';
import { useNotOnDevice } from '@/components/items/NotOnDevice';

/** A Home page section: heading, a grid of cards (`skeletons` of them
 * while it loads) and a button to its list page. `unsaved`: offline, its
 * list is not on the device, which it says instead of showing nothing. */
export function Section({
  title,
  to,
  cta,
  loading: loadingNow,
  skeletons,
  unsaved = false,
  children,
}: {
  title: string;
  to: string;
  cta: string;
  loading: boolean;
  skeletons: number;
  unsaved?: boolean;
  children: ReactNode;
}) {
  const id = title.toLowerCase().replace(/\W+/g, '-');
  // The cards are rendered in a transition once their list has arrived (see CardGrid).
  const loading = useDeferredValue(loadingNow);
  const notOnDevice = useNotOnDevice();
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-12">
      <h2 id={id} className="font-display text-2xl font-bold text-slate-900 md:text-3xl">{title}</h2>
      {unsaved && !loading ? (
        <p className="mt-6 text-slate-600">{notOnDevice.text}</p>
      ) : (
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{loading ? <CardSkeletons count={skeletons} /> : children}</div>
      )}
      <div className="mt-8 text-center">
        <Link to={to} className={button({ intent: 'secondary', size: 'lg' })}>
          {cta}
        </Link>
      </div>
    </section>
  );
}
