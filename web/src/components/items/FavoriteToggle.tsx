import { useState, type CSSProperties } from 'react';
import { useToast } from '@/components/ui/toast';
import { addPulseMs, type ItemType, type SavedItem } from '@/lib/core';
import { favorites, useIsFavorite } from '@/lib/favorites';
import { useT } from '@/lib/i18n';

const PULSE_MS = addPulseMs();

/**
 * The Add / Added toggle of a card (spec section 4). `toItem` builds the
 * saved form through core only when clicked, so rendering a long list does
 * not convert every card.
 */
export function FavoriteToggle({
  kind,
  id,
  name,
  toItem,
  compact = false,
}: {
  kind: ItemType;
  id: number;
  name: string;
  toItem: () => SavedItem;
  /** A 44 px heart for a compact row; the words are for screen readers. */
  compact?: boolean;
}) {
  const saved = useIsFavorite(kind, id);
  const toast = useToast();
  const t = useT();
  const [pulsing, setPulsing] = useState(false);

  const onClick = () => {
    const nowSaved = favorites.toggle(toItem());
    if (nowSaved) {
      // The spec's words; the link ties 'plan' to the page that holds it.
      toast({
        title: t('favorite-added-title'),
        description: t('favorite-added-text', { name }),
        action: { label: t('favorite-see'), altText: t('favorite-see-alt'), href: '/plan-visit' },
      });
      // The CSS animation runs PULSE_MS; its end clears the state, so the
      // pulse is exactly as long as the animation that shows it.
      setPulsing(true);
    } else {
      setPulsing(false);
      toast({ title: t('favorite-removed-title'), description: t('favorite-removed-text', { name }) });
    }
  };

  // What both looks share: the toggle, and the pulse that follows an add.
  const behaviour = {
    type: 'button' as const,
    onClick,
    'data-pulsing': pulsing || undefined,
    onAnimationEnd: () => setPulsing(false),
    style: { '--pulse-ms': `${PULSE_MS}ms` } as CSSProperties,
  };
  const pulse = pulsing ? 'animate-favorite-pulse' : '';

  if (compact) {
    return (
      <button
        {...behaviour}
        className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full ${pulse} ${
          saved ? 'bg-emerald-700 text-white hover:bg-emerald-800' : 'border-2 border-brand-600 text-brand-700 hover:bg-brand-50'
        }`}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill={saved ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
          <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.1 5.2 3 1.6-1.9 3.1-3 5.2-3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z" />
        </svg>
        <span className="sr-only">
          {t(saved ? 'favorite-added' : 'favorite-add')}: {name}
        </span>
      </button>
    );
  }

  return (
    <button
      {...behaviour}
      className={`inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg px-4 py-2 text-sm font-semibold ${pulse} ${
        saved
          ? 'bg-emerald-700 text-white hover:bg-emerald-800'
          : 'border-2 border-brand-600 bg-white text-brand-700 hover:bg-brand-50'
      }`}
    >
      {saved ? (
        <>
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="3">
            <path d="M5 12l5 5L20 7" />
          </svg>
          {t('favorite-added')}
        </>
      ) : (
        t('favorite-add')
      )}
      <span className="sr-only">: {name}</span>
    </button>
  );
}
