import { useId, useMemo } from 'react';
import { button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form';
import { nearRadiusChoices } from '@/lib/core';
import type { NearMe as NearMeState, NearMeStatus } from '@/lib/near-me';
import { useT, useWords } from '@/lib/i18n';

const STATUS_MESSAGE: Record<NearMeStatus, string> = {
  off: 'near-me-why',
  asking: 'near-me-asking',
  on: 'near-me-on',
  denied: 'near-me-denied',
  unavailable: 'near-me-unavailable',
};

/** A card's line under its name while Near me is on: how far and how
 * long ('0.4 mi · 8 min walk'). */
export function CardDistance({ distance }: { distance: string | null }) {
  return distance && <p className="text-sm font-medium text-slate-700" data-distance>{distance}</p>;
}

/** The 'Near me' button: pressed while the list is ordered by distance. */
export function NearMeButton({ nearMe, describedBy, className = '' }: { nearMe: NearMeState; describedBy?: string; className?: string }) {
  const t = useT();
  const on = nearMe.status === 'on' || nearMe.status === 'asking';
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-describedby={describedBy}
      onClick={on ? nearMe.stop : nearMe.press}
      className={button({ intent: on ? 'primary' : 'secondary', size: 'sm', className: `shrink-0 gap-2 ${className}` })}
    >
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" className="shrink-0">
        <path d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" fill="currentColor" />
      </svg>
      {t('near-me')}
      {on && <span className="sr-only"> ({t('near-me-stop')})</span>}
    </button>
  );
}

/**
 * A list's 'Near me': the button, its radius menu once on, and a line
 * that says what it does before it is pressed (the position stays on the
 * device), while the browser is asked, and why the list did not change
 * when the position was refused. A phone shows the button beside its
 * 'Filters' toggle instead (`NearMeButton` in the filter bar's `action`),
 * and this row only once the button is pressed: the first card stays
 * whole on the first screen.
 */
export function NearMe({ nearMe }: { nearMe: NearMeState }) {
  const id = useId();
  const t = useT();
  const words = useWords();
  const radii = useMemo(() => nearRadiusChoices(words), [words]);
  const refused = nearMe.status === 'denied' || nearMe.status === 'unavailable';
  return (
    <div className={`mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 noscript:hidden ${nearMe.status === 'off' ? 'max-sm:hidden' : ''}`}>
      <NearMeButton nearMe={nearMe} describedBy={`${id}-status`} className="max-sm:hidden" />
      {nearMe.status === 'on' && (
        <label className="flex items-center gap-2 text-sm text-slate-700">
          {t('near-radius')}
          <select className={`${inputClass} w-auto`} name="within" value={nearMe.within} onChange={(event) => nearMe.setWithin(event.target.value)}>
            <option value="">{t('near-radius-any')}</option>
            {radii.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      )}
      <output id={`${id}-status`} className={`block min-w-0 flex-1 basis-64 text-sm ${refused ? 'font-medium text-amber-800' : 'text-slate-600'}`}>
        {t(STATUS_MESSAGE[nearMe.status])}
      </output>
    </div>
  );
}
