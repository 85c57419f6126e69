import { useState } from 'react';
import { button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { shareToken, type SavedItem } from '@/lib/core';
import { useLang, useT } from '@/lib/i18n';
import { langBase } from '@/lib/languages';
import { useTrip } from '@/lib/trip';

/**
 * 'Share plan': a link that carries the plan in its fragment (core writes
 * it: kinds and ids, and the trip's days and placings, nothing the server
 * keeps). The device's share
 * sheet where there is one (Web Share API), else the clipboard; when both
 * are refused, the link is shown to copy by hand.
 */
export function SharePlan({ items, title }: { items: SavedItem[]; title: string }) {
  const toast = useToast();
  const t = useT();
  const lang = useLang();
  const [shown, setShown] = useState<string | null>(null);
  const trip = useTrip();

  const share = async () => {
    // In the page's language: whoever opens it reads it in the same.
    const url = `${location.origin}${langBase(lang)}/plan-visit/shared#${shareToken(items, trip)}`;
    if (navigator.share) {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the sheet is the visitor's choice, not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('share-copied'), description: t('share-copied-text') });
      setShown(null);
    } catch {
      setShown(url);
    }
  };

  return (
    <>
      <button type="button" onClick={share} className={button({ intent: 'secondary', size: 'md' })}>
        {t('share-plan')}
      </button>
      {shown && (
        <label className="flex w-full flex-col gap-1 text-sm text-slate-700">
          {t('share-copy-link')}
          <input readOnly value={shown} onFocus={(e) => e.currentTarget.select()} className="min-h-11 w-full rounded-lg border border-slate-300 px-3 text-slate-900" />
        </label>
      )}
    </>
  );
}
