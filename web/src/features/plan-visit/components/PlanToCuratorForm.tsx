import { useEffect, type FormEvent } from 'react';
import { button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form';
import { useForm } from '@/components/ui/use-form';
import { useToast } from '@/components/ui/toast';
import { useT, useWords } from '@/lib/i18n';
import { queuedNotice, validatePlanToCurator } from '@/lib/core';
import { favorites } from '@/lib/favorites';
import { tripStore } from '@/lib/trip';
import { sentToast } from '@/lib/outbox-notices';
import { useSendVisitPlan } from '../api/send-visit-plan';
import { planErrors, sendFailed } from '../hooks/plan-feedback';

const EMPTY = { name: '', email: '', visitDates: '', message: '' };

/** 'Send to {name}': name and e-mail required, dates and message optional (spec section 5). */
export function PlanToCuratorForm({ id, curatorName, onDone }: { id: string; curatorName: string; onDone: () => void }) {
  const { values: form, set, errors, showErrors, ref: formRef, reset } = useForm(EMPTY);
  const toast = useToast();
  const words = useWords();
  const t = useT();
  const send = useSendVisitPlan();

  // Opening the form puts the keyboard on its first field.
  useEffect(() => formRef.current?.querySelector('input')?.focus(), [formRef]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const plan = { ...form, selectedItems: favorites.sendItems(), timestamp: new Date().toISOString(), lang: words.lang, trip: tripStore.forSending() };
    // Null when the plan can be sent; an empty plan is refused with a toast alone.
    const found = planErrors(validatePlanToCurator(plan, words), toast, words);
    showErrors(found);
    if (found) return;
    send.mutate(plan, {
      onSuccess: (sent) => {
        toast(sent.queued ? queuedNotice(words) : sentToast(sent.answer));
        reset();
        onDone();
      },
      onError: (error) => showErrors(sendFailed(error, t('form-failed-curator'), toast, words)),
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
        {t('form-curator-title', { curator: curatorName })}
      </h2>
      <p className="text-sm text-slate-700">{t('form-curator-text', { curator: curatorName })}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('form-name')} required value={form.name} onChange={set('name')} error={errors.name} autoComplete="name" />
        <TextField label={t('form-email')} required type="email" value={form.email} onChange={set('email')} error={errors.email} autoComplete="email" />
      </div>
      <TextField label={t('form-visit-dates')} value={form.visitDates} onChange={set('visitDates')} error={errors.visitDates} placeholder={t('form-visit-dates-placeholder')} />
      <TextAreaField label={t('form-message')} value={form.message} onChange={set('message')} error={errors.message} placeholder={t('form-message-placeholder')} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={button()} disabled={send.isPending}>
          {send.isPending ? t('form-sending') : t('form-send-curator')}
        </button>
        <button type="button" className={button({ intent: 'secondary' })} onClick={onDone}>
          {t('form-cancel')}
        </button>
      </div>
    </form>
  );
}
