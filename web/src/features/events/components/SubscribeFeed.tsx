import { button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { categoryLabel, type Collection } from '@/lib/core';
import { useHydrating } from '@/lib/hydration';
import { useT, useWords } from '@/lib/i18n';

/**
 * Subscribe to the events feed (`/api/events.ics`) with the list's category
 * and venue, or a collection's events (its id, and its name in the page's
 * words): a `webcal:` link that opens the visitor's calendar app, and
 * the https address for apps that ask for one (Google Calendar's 'From
 * URL'). The calendar reads it again by itself and stays current.
 */
export function SubscribeFeed({ category, venue, collection }: { category: string; venue: string; collection?: { id: Collection; name: string } }) {
  const toast = useToast();
  const t = useT();
  const words = useWords();
  // The page rendered by the server does not know the address the visitor
  // used: its links are the file's own (a download) until hydrated.
  const origin = useHydrating() ? '' : location.origin;
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (venue) query.set('venue', venue);
  if (collection) query.set('collection', collection.id);
  // The feed's words and links in the page's language.
  if (words.lang !== 'en') query.set('lang', words.lang);
  const address = `${origin}/api/events.ics${query.size > 0 ? `?${query}` : ''}`;
  const what = collection
    ? t('feed-what-collection', { collection: collection.name })
    : t(category ? (venue ? 'feed-what-category-venue' : 'feed-what-category') : venue ? 'feed-what-venue' : 'feed-what-all', {
        category: category ? categoryLabel(category, words) : '',
        venue,
      });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      toast({ title: t('feed-copied'), description: t('feed-copied-text') });
    } catch {
      toast({ title: t('feed-not-copied'), description: t('feed-not-copied-text'), variant: 'destructive' });
    }
  };

  return (
    <section aria-labelledby="subscribe-feed" className="mt-12 rounded-xl border border-slate-200 bg-white p-5 print:hidden">
      <h2 id="subscribe-feed" className="font-display text-lg font-bold text-slate-900">
        {t('feed-title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('feed-text', { what })}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <a href={address.replace(/^https?:/, 'webcal:')} className={button({ size: 'md' })}>
          {t('feed-subscribe')}
        </a>
        <label className="flex min-w-0 flex-1 basis-64 flex-col gap-1 text-sm text-slate-700">
          {t('feed-address')}
          <input
            readOnly
            value={address}
            onFocus={(e) => e.currentTarget.select()}
            className="min-h-11 w-full rounded-lg border border-slate-300 px-3 text-slate-900"
          />
        </label>
        <button type="button" onClick={copy} className={button({ intent: 'secondary', size: 'md', className: 'min-h-11 self-end' })}>
          {t('feed-copy')}
        </button>
      </div>
    </section>
  );
}
