import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import { useLinkSuggestion } from '../api/link-suggestion';
import type { ItemKind, StoredSuggestion, SuggestionDraft } from '../lib/core';

/** A form opened by 'Create from this': the suggestion and what its page gave. `at` tells one opening from the next. */
export type FromSuggestion = { suggestion: StoredSuggestion; draft: SuggestionDraft; at: number };

/**
 * A form's tie to the suggestion it was opened from: `apply` fills the
 * form when a draft of its `kind` arrives; `made` marks the suggestion
 * added as the item just created (the visitor is told), once.
 */
export function useSuggestionForm<D extends SuggestionDraft>(from: FromSuggestion | null | undefined, kind: D['kind'], apply: (draft: D) => void) {
  const [seen, setSeen] = useState(from);
  const [linked, setLinked] = useState<FromSuggestion | null>(null);
  const link = useLinkSuggestion();
  // A new opening fills the form as it renders (React's way to adjust
  // state to a changed prop, without an effect's extra paint).
  if (from !== seen) {
    setSeen(from);
    if (from && from.draft.kind === kind) {
      apply(from.draft as D);
      setLinked(from);
    }
  }
  const itemKind: ItemKind = kind;
  return {
    linked,
    made: (id: number) => {
      if (linked) link(linked.suggestion, { kind: itemKind, id });
      setLinked(null);
    },
    forget: () => setLinked(null),
  };
}

/** Above a form opened from a suggestion: whose it is, why the form holds only what the visitor wrote, and more (`children`). */
export function FromSuggestionNotice({ from, children }: { from: FromSuggestion; children?: ReactNode }) {
  const t = useT();
  const heading = useRef<HTMLParagraphElement>(null);
  // The keyboard and screen reader start at the form that just opened
  // (callers key the notice by the opening).
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="grid gap-2 rounded-lg bg-brand-50 p-3 text-sm text-slate-800 ring-1 ring-brand-100">
      <p ref={heading} tabIndex={-1} className="font-medium focus:outline-none">
        {t('suggestion-from', { visitor: from.suggestion.submitterName, name: from.suggestion.name })}
      </p>
      {from.draft.problem && <p>{from.draft.problem}</p>}
      {children}
    </div>
  );
}
