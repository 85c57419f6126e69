import { useEffect, type FormEvent } from 'react';
import { button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form';
import { useForm } from '@/components/ui/use-form';
import { useToast } from '@/components/ui/toast';
import { useT, useWords } from '@/lib/i18n';
import { queuedNotice, validatePlanToSelf } from '@/lib/core';
import { favorites } from '@/lib/favorites';
import { tripStore } from '@/lib/trip';
import { sentToast } from '@/lib/outbox-notices';
import { useSendVisitPlanSelf } from '../api/send-visit-plan-self';
import { planErrors, sendFailed } from '../hooks/plan-feedback';

const EMPTY = { email: '', notes: '' };

/** 'Email My Favorites': one or several comma-separated addresses, optional notes (spec section 5). */
export function PlanToSelfForm({ id, onDone }: { id: string; onDone: () => void }) {
  const { values: form, set, errors, showErrors, ref: formRef, reset } = useForm(EMPTY);
  const toast = useToast();
  const words = useWords();
  const t = useT();
  const send = useSendVisitPlanSelf();

  useEffect(() => formRef.current?.querySelector('input')?.focus(), [formRef]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const plan = { ...form, selectedItems: favorites.sendItems(), timestamp: new Date().toISOString(), lang: words.lang, trip: tripStore.forSending() };
    // Null when the plan can be sent; an empty plan is refused with a toast alone.
    const found = planErrors(validatePlanToSelf(plan, words), toast, words);
    showErrors(found);
    if (found) return;
    send.mutate(plan, {
      onSuccess: (sent) => {
        toast(sent.queued ? queuedNotice(words) : sentToast(sent.answer));
        reset();
        onDone();
      },
      onError: (error) => showErrors(sendFailed(error, t('form-failed-self'), toast, words)),
    });
  };

  return (
    <form
      id={id}
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      className="mt-6 grid gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
        {t('plan-email')}
      </h2>
      <TextField
        label={t('form-emails')}
        required
        value={form.email}
        onChange={set('email')}
        error={errors.email}
        autoComplete="email"
        inputMode="email"
        hint={t('form-emails-hint')}
      />
      <TextAreaField label={t('form-notes')} value={form.notes} onChange={set('notes')} error={errors.notes} placeholder={t('form-notes-placeholder')} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={button()} disabled={send.isPending}>
          {send.isPending ? t('form-sending') : t('form-send-self')}
        </button>
        <button type="button" className={button({ intent: 'secondary' })} onClick={onDone}>
          {t('form-cancel')}
        </button>
      </div>
    </form>
  );
}
