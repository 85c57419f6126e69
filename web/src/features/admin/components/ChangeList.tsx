import { useState } from 'react';
import { button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useUndo, type UndoTarget } from '../api/undo-change';
import type { ChangeEntry } from '../lib/core';
import { ConfirmDialog } from './ConfirmDialog';

/** A change's fields: each one's name, before and after. */
function FieldTable({ change }: { change: ChangeEntry }) {
  const t = useT();
  const empty = t('history-empty-value');
  return (
    // Fixed columns that wrap anywhere: a long value fits a phone's width
    // without a sideways-scrolling region.
    <div className="mt-2">
      <table className="w-full table-fixed text-sm [overflow-wrap:anywhere]">
        <thead>
          <tr className="text-left text-slate-700">
            <th scope="col" className="py-1 pr-4 font-medium">
              {t('history-field')}
            </th>
            <th scope="col" className="py-1 pr-4 font-medium">
              {t('history-before')}
            </th>
            <th scope="col" className="py-1 font-medium">
              {t('history-after')}
            </th>
          </tr>
        </thead>
        <tbody className="align-top">
          {change.fields.map((field) => (
            <tr key={field.field}>
              <th scope="row" className="py-1 pr-4 text-left font-normal text-slate-700">
                {field.label}
              </th>
              <td className="py-1 pr-4 text-slate-800">{field.before ?? empty}</td>
              <td className="py-1 text-slate-900">{field.after ?? empty}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One change: what, who, when, its fields, and its undo buttons (the
 * step's on the step's newest change listed). */
function Change({
  change,
  firstOfStep,
  onUndo,
  onUndoStep,
  busy,
}: {
  change: ChangeEntry;
  firstOfStep: boolean;
  onUndo: (target: UndoTarget) => void;
  onUndoStep: (change: ChangeEntry) => void;
  busy: boolean;
}) {
  const t = useT();
  const who = change.staffName ?? (change.staffId === null ? t('history-by-guide') : t('history-by-removed'));
  const name = `${t(`history-operation-${change.operation}`)} · ${t(`history-kind-${change.kind}`)} “${change.itemName}”`;
  const step = firstOfStep && change.batch !== null && change.batchSize > 1 ? change.batch : null;
  return (
    <li className="py-4">
      <p className="font-semibold text-slate-900">{name}</p>
      <p className="mt-1 text-sm text-slate-700">
        {t('history-by', { who, action: t(`history-action-${change.action}`) })} · <time dateTime={new Date(change.at).toISOString()}>{change.when}</time>
      </p>
      {change.fields.length > 0 &&
        (change.operation === 'update' ? (
          <FieldTable change={change} />
        ) : (
          // What an item had when made or deleted is long: shown when asked.
          <details className="mt-2 text-sm">
            <summary className="cursor-pointer text-brand-700">{t('history-fields', { count: change.fields.length })}</summary>
            <FieldTable change={change} />
          </details>
        ))}
      {(change.canUndo || step !== null) && (
        <div className="mt-2 flex flex-wrap gap-2">
          {change.canUndo && (
            <button type="button" className={button({ intent: 'secondary', size: 'sm' })} disabled={busy} aria-label={`${t('history-undo')}: ${name}`} onClick={() => onUndo({ change: change.id })}>
              {t('history-undo')}
            </button>
          )}
          {step !== null && (
            <button type="button" className={button({ intent: 'secondary', size: 'sm' })} disabled={busy} onClick={() => onUndoStep(change)}>
              {t('history-undo-batch', { count: change.batchSize })}
            </button>
          )}
        </div>
      )}
    </li>
  );
}

/** Changes newest first, each with its undo: the History tab's list and
 * an edit dialog's. The server says whether each can be undone now; its
 * refusal (changed again since…) is the toast. */
export function ChangeList({ changes, label, onUndone }: { changes: ChangeEntry[]; label: string; onUndone?: () => void }) {
  const t = useT();
  const toast = useToast();
  const undo = useUndo();
  // A step of several changes is undone only once asked again.
  const [step, setStep] = useState<ChangeEntry | null>(null);
  const stepBatch = step?.batch ?? null;
  const seen = new Set<string>();
  const onUndo = (target: UndoTarget) =>
    undo.mutate(target, {
      onSuccess: (answer) => {
        setStep(null);
        toast({ title: answer.message });
        onUndone?.();
      },
      onError: (error) => {
        setStep(null);
        toast({ title: t('admin-try-again'), description: serverMessage(error, t('admin-try-again')), variant: 'destructive' });
      },
    });
  return (
    <>
      <ul aria-label={label} className="divide-y divide-slate-200">
        {changes.map((change) => {
          const firstOfStep = change.batch !== null && !seen.has(change.batch);
          if (change.batch !== null) seen.add(change.batch);
          return <Change key={change.id} change={change} firstOfStep={firstOfStep} onUndo={onUndo} onUndoStep={setStep} busy={undo.isPending} />;
        })}
      </ul>
      {step && stepBatch && (
        <ConfirmDialog
          title={t('history-undo-batch-title', { count: step.batchSize })}
          confirm={{ label: t('history-undo-batch', { count: step.batchSize }), busy: t('history-undoing') }}
          busy={undo.isPending}
          onClose={() => setStep(null)}
          onConfirm={() => onUndo({ batch: stepBatch })}
        >
          {t('history-undo-batch-text', { action: t(`history-action-${step.action}`), when: step.when })}
        </ConfirmDialog>
      )}
    </>
  );
}
