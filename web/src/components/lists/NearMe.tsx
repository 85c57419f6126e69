import { useId, useMemo, useState } from 'react';
import { button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form';
import { nearRadiusChoices } from '@/lib/core';
import { ask } from '@/lib/device-copy';
import type { NearMe as NearMeState, NearMeStatus } from '@/lib/near-me';
import { useT, useWords } from '@/lib/i18n';
import { filterLabelClass, type FilterBarAction } from './filters';

const STATUS_MESSAGE: Record<NearMeStatus, string> = {
  off: 'near-me-why',
  asking: 'near-me-asking',
  on: 'near-me-on',
  denied: 'near-me-denied',
  unavailable: 'near-me-unavailable',
  place: 'near-place-on',
  'place-gone': 'near-place-gone',
};

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
 * whole on the first screen. A page without a filter bar (Right now)
 * shows the row `alone`, on a phone too.
 */
export function NearMe({ nearMe, alone = false }: { nearMe: NearMeState; alone?: boolean }) {
  const id = useId();
  const t = useT();
  const words = useWords();
  const radii = useMemo(() => nearRadiusChoices(words), [words]);
  const refused = nearMe.status === 'denied' || nearMe.status === 'unavailable' || nearMe.status === 'place-gone';
  const ordered = nearMe.status === 'on' || nearMe.status === 'place';
  return (
    <div className={`mt-4 flex flex-wrap items-end gap-x-4 gap-y-2 noscript:hidden ${nearMe.status === 'off' && !alone ? 'max-sm:hidden' : ''}`}>
      <NearMeButton nearMe={nearMe} describedBy={`${id}-status`} className={alone ? '' : 'max-sm:hidden'} />
      <NearPlaceField nearMe={nearMe} className={alone ? 'w-64' : 'w-64 max-sm:hidden'} />
      {ordered && (
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
        {t(STATUS_MESSAGE[nearMe.status], { place: nearMe.place?.name ?? '' })}
      </output>
    </div>
  );
}

/** What a list's filter bar carries for Near me: the button beside a
 * phone's 'Filters' toggle, and the place field in its folded panel. */
export function nearMeAction(nearMe: NearMeState): FilterBarAction {
  return { button: <NearMeButton nearMe={nearMe} />, panel: <NearPlaceField nearMe={nearMe} /> };
}

/**
 * 'Or near a place': the visitor types an area, a venue or an address and
 * picks from the guide's places (a native suggestion list); core finds the
 * place that answers (`findLandmark`, in the device-copy worker with the
 * search), offline too. A name nothing answers says so and leaves the
 * list as it was; emptied, the list is the guide's order again.
 */
export function NearPlaceField({ nearMe, className = '' }: { nearMe: NearMeState; className?: string }) {
  const id = useId();
  const t = useT();
  const [typed, setTyped] = useState<string | null>(null);
  // What was typed that no place answers, or (null typed) that the
  // places could not be read at all (offline before they were saved).
  const [missed, setMissed] = useState<{ typed: string | null } | null>(null);
  const shown = typed ?? nearMe.place?.name ?? '';
  const found = (key: string) => {
    setTyped(null);
    setMissed(null);
    if (key !== nearMe.place?.key) nearMe.choose(key);
  };
  // A pick from the suggestions gives a place's whole name.
  const picked = (value: string) => {
    const landmark = nearMe.landmarks?.find((l) => l.name === value);
    if (landmark) found(landmark.key);
  };
  const choose = async (value: string) => {
    if (value.trim() === '') {
      if (nearMe.place) nearMe.stop();
      setTyped(null);
      return;
    }
    const landmarks = await nearMe.places().catch(() => null);
    if (!landmarks) return setMissed({ typed: null });
    const answer = await ask({ kind: 'find-place', landmarks, typed: value });
    const place = answer.ok && answer.place != null ? landmarks[answer.place] : undefined;
    if (place) found(place.key);
    else setMissed({ typed: value });
  };
  return (
    <div className={className}>
      <label htmlFor={`${id}-place`} className={filterLabelClass}>
        {t('near-place')}
      </label>
      <input
        id={`${id}-place`}
        type="search"
        list={`${id}-places`}
        autoComplete="off"
        enterKeyHint="search"
        className={inputClass}
        placeholder={t('near-place-hint')}
        value={shown}
        onFocus={() => void nearMe.places().catch(() => undefined)}
        onChange={(event) => {
          const value = event.target.value;
          setTyped(value);
          setMissed(null);
          if (value === '') void choose(value);
          else picked(value);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          // Inside the filter bar's form: Enter chooses, it does not submit.
          event.preventDefault();
          void choose(shown);
        }}
        onBlur={() => typed && void choose(typed)}
        aria-invalid={missed ? true : undefined}
        aria-describedby={missed ? `${id}-missed` : undefined}
      />
      <datalist id={`${id}-places`}>
        {nearMe.landmarks?.map((landmark) => (
          <option key={landmark.key} value={landmark.name}>
            {[t(`landmark-${landmark.kind}`), landmark.address].filter(Boolean).join(' · ')}
          </option>
        ))}
      </datalist>
      {missed && (
        <p id={`${id}-missed`} role="alert" className="mt-1 text-sm font-medium text-amber-800">
          {missed.typed === null ? t('near-place-unreadable') : t('near-place-none', { typed: missed.typed })}
        </p>
      )}
    </div>
  );
}
