import { button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { categoryLabel } from '@/lib/core';
import { useHydrating } from '@/lib/hydration';

/**
 * Subscribe to the events feed (`/api/events.ics`) with the list's category
 * and venue: a `webcal:` link that opens the visitor's calendar app, and
 * the https address for apps that ask for one (Google Calendar's 'From
 * URL'). The calendar reads it again by itself and stays current.
 */
export function SubscribeFeed({ category, venue }: { category: string; venue: string }) {
  const toast = useToast();
  // The page drawn by the server does not know the address the visitor
  // used: its links are the file's own (a download) until hydrated.
  const origin = useHydrating() ? '' : location.origin;
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (venue) query.set('venue', venue);
  const address = `${origin}/api/events.ics${query.size > 0 ? `?${query}` : ''}`;
  const what = `${category ? ` in ${categoryLabel(category)}` : ''}${venue ? ` at ${venue}` : ''}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      toast({ title: 'Address copied', description: 'Paste it into your calendar app to subscribe.' });
    } catch {
      toast({ title: 'Could not copy the address', description: 'Select it and copy it yourself.', variant: 'destructive' });
    }
  };

  return (
    <section aria-labelledby="subscribe-feed" className="mt-12 rounded-xl border border-slate-200 bg-white p-5 print:hidden">
      <h2 id="subscribe-feed" className="font-display text-lg font-bold text-slate-900">
        Subscribe in your calendar
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {what ? `Future events${what}` : 'Every future event in the guide'}, in your calendar and kept up to date by itself. Date and keyword
        filters do not apply.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <a href={address.replace(/^https?:/, 'webcal:')} className={button({ size: 'md' })}>
          Subscribe
        </a>
        <label className="flex min-w-0 flex-1 basis-64 flex-col gap-1 text-sm text-slate-700">
          Calendar address
          <input
            readOnly
            value={address}
            onFocus={(e) => e.currentTarget.select()}
            className="min-h-11 w-full rounded-lg border border-slate-300 px-3 text-slate-900"
          />
        </label>
        <button type="button" onClick={copy} className={button({ intent: 'secondary', size: 'md', className: 'min-h-11 self-end' })}>
          Copy address
        </button>
      </div>
    </section>
  );
}
