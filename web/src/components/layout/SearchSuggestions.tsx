// The WAI-ARIA combobox pattern (a listbox popup): a native <datalist>
// cannot show a result's date or place, nor be styled. Focus stays in the
// box, which owns the keyboard through aria-activedescendant, so the
// options take no focus or keys of their own; a press picks one.
/* oxlint-disable jsx-a11y/prefer-tag-over-role, jsx-a11y/interactive-supports-focus, jsx-a11y/click-events-have-key-events */
import { use, useImperativeHandle, type Ref } from 'react';
import { formatCount } from '@/lib/core';
import { useWords } from '@/lib/i18n';
import { useSearchAnswer } from '@/lib/search/use-search-answer';
import { hitPath, searchPath } from '@/lib/search/paths';
import { optionId, SUGGESTIONS_ID, type SuggestionList } from './suggestion-ids';

/** Suggestions shown at most, before 'See all results'. */
const SHOWN = 6;

type Option = { id: string; path: string; label: string; line?: string };

/** The header search's suggestions as the visitor types (core's search,
 * the server's or the device's own): the best few results, leading to
 * their pages; a nearest word when nothing is found; then all results.
 * The box owns the keyboard (a combobox: the arrows move the active
 * option, Enter follows it); this list tells it what the options are. */
export function SearchSuggestions({ query, active, onChoose, list }: { query: string; active: number; onChoose: (path: string) => void; list: Ref<SuggestionList> }) {
  const { answer, pending } = useSearchAnswer(query, true);
  // Its words are the search's part of the catalog, loaded with it.
  const l10n = useWords();
  if (!l10n.has('search')) use(l10n.include('search'));
  const t = l10n.message;
  const words = query.trim();
  const options: Option[] = [
    ...(answer?.hits ?? []).slice(0, SHOWN).map((hit) => ({
      id: `${hit.kind}-${hit.id}`,
      path: hitPath(hit),
      label: hit.title,
      line: hit.when ?? hit.detail,
    })),
    ...(answer?.hits.length === 0 ? answer.nearest : []).map((near) => ({ id: `near-${near}`, path: searchPath(near), label: t('search-for', { query: near }) })),
    { id: 'all', path: searchPath(words), label: t('search-see-all', { query: words }) },
  ];
  useImperativeHandle(list, () => ({ count: options.length, pathAt: (index: number) => options[index]?.path }));
  const found = answer?.hits.length ?? 0;

  return (
    <>
      <div
        id={SUGGESTIONS_ID}
        role="listbox"
        aria-label={t('search-suggestions')}
        // A press on an option must not blur the box first.
        onMouseDown={(event) => event.preventDefault()}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-lg bg-white py-1 text-left shadow-lg ring-1 ring-slate-300"
      >
        {options.map((option, index) => (
          <div
            key={option.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            onClick={() => onChoose(option.path)}
            className={`cursor-pointer px-3 py-2 ${index === active ? 'bg-brand-100' : 'hover:bg-slate-100'}`}
          >
            <span className={`block text-sm ${option.line ? 'font-semibold text-slate-900' : 'text-brand-800'}`}>{option.label}</span>
            {option.line && <span className="block text-xs text-slate-600">{option.line}</span>}
          </div>
        ))}
      </div>
      <output className="sr-only">
        {pending ? t('searching') : t('search-suggestion-count', { count: found, shown: formatCount(found, l10n.lang) })}
      </output>
    </>
  );
}
