import { useState, type FormEvent } from 'react';
import { button } from '@/components/ui/button';
import { byField, TextField } from '@/components/ui/form';
import { useForm } from '@/components/ui/use-form';
import { useToast } from '@/components/ui/toast';
import { ApiError, serverMessage } from '@/lib/api-client';
import { useT, useWords } from '@/lib/i18n';
import { useBlock, useFederationBlocks, useUnblock } from '../api/federation-blocks';
import { validateBlock, type FederationBlock } from '../lib/core';
import { ConfirmDialog } from './ConfirmDialog';

type Values = { target: string };

/**
 * Blocked accounts and instances (issue 73), while the guide federates:
 * what they send is refused, they follow the guide no more, and the guide
 * follows them no more. A block is asked for first (it stops sources);
 * an unblock is one click.
 */
export function FederationBlocksPanel() {
  const blocks = useFederationBlocks();
  const block = useBlock();
  const unblock = useUnblock();
  const { values, set, errors, showErrors, ref, reset } = useForm<Values>(() => ({ target: '' }));
  const [asking, setAsking] = useState(false);
  const toast = useToast();
  const t = useT();
  const words = useWords();
  if (!blocks.data?.enabled) return null;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (showErrors(byField(validateBlock({ target: values.target }, words)))) setAsking(true);
  };
  const onConfirm = () =>
    block.mutate(
      { target: values.target },
      {
        onSuccess: (blocked) => {
          toast({ title: blocked.message });
          reset();
          setAsking(false);
        },
        onError: (error) => {
          setAsking(false);
          if (error instanceof ApiError && (error.status === 409 || Object.keys(error.fields).length > 0)) {
            showErrors(error.status === 409 ? { target: serverMessage(error, '') } : error.fields);
          } else {
            toast({ title: t('blocks-failed', { value: values.target.trim() }), description: serverMessage(error, t('admin-try-again')), variant: 'destructive' });
          }
        },
      },
    );
  const onUnblock = (lifted: FederationBlock) =>
    unblock.mutate(lifted, {
      onSuccess: () => toast({ title: t('blocks-removed', { value: lifted.value }) }),
      onError: (error) => toast({ title: t('blocks-unblock-failed', { value: lifted.value }), description: serverMessage(error, t('admin-try-again')), variant: 'destructive' }),
    });

  return (
    <section aria-labelledby="federation-blocks-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h3 id="federation-blocks-heading" className="text-lg font-semibold text-slate-900">
        {t('blocks-title')}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t('blocks-text')}</p>
      {blocks.data.blocks.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">{t('blocks-empty')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {blocks.data.blocks.map((blocked) => (
            <li key={`${blocked.kind} ${blocked.value}`} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <p className="min-w-0 break-all text-sm text-slate-900">
                {blocked.value} <span className="text-slate-600">({t(blocked.kind === 'actor' ? 'blocks-kind-actor' : 'blocks-kind-instance')})</span>
              </p>
              <button type="button" className={button({ intent: 'secondary', size: 'sm' })} disabled={unblock.isPending} onClick={() => onUnblock(blocked)}>
                {t('blocks-remove')}
                <span className="sr-only"> {blocked.value}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form ref={ref} onSubmit={onSubmit} noValidate aria-label={t('blocks-add')} className="mt-4 flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <TextField
            label={t('field-block-target')}
            required
            inputMode="url"
            autoCapitalize="off"
            spellCheck={false}
            value={values.target}
            onChange={set('target')}
            error={errors.target}
            placeholder={t('blocks-example')}
          />
        </div>
        <button type="submit" className={button({ intent: 'danger' })} disabled={block.isPending}>
          {block.isPending ? t('blocks-adding') : t('blocks-add')}
        </button>
      </form>
      {asking && (
        <ConfirmDialog
          title={t('blocks-confirm-title', { value: values.target.trim() })}
          confirm={{ label: t('blocks-add'), busy: t('blocks-adding') }}
          busy={block.isPending}
          onConfirm={onConfirm}
          onClose={() => setAsking(false)}
        >
          {t('blocks-confirm-text')}
        </ConfirmDialog>
      )}
    </section>
  );
}
