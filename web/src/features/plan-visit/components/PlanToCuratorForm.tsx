import { useEffect, type FormEvent } from 'react';
import { button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form';
import { useForm } from '@/components/ui/use-form';
import { useToast } from '@/components/ui/toast';
import { queuedNotice, validatePlanToCurator } from '@/lib/core';
import { favorites } from '@/lib/favorites';
import { sentToast } from '@/lib/outbox-notices';
import { useSendVisitPlan } from '../api/send-visit-plan';
import { planErrors, sendFailed } from '../hooks/plan-feedback';

const EMPTY = { name: '', email: '', visitDates: '', message: '' };

/** 'Send to {name}': name and e-mail required, dates and message optional (spec section 5). */
export function PlanToCuratorForm({ id, curatorName, onDone }: { id: string; curatorName: string; onDone: () => void }) {
  const { values: form, set, errors, showErrors, ref: formRef, reset } = useForm(EMPTY);
  const toast = useToast();
  const send = useSendVisitPlan();

  // Opening the form puts the keyboard on its first field.
  useEffect(() => formRef.current?.querySelector('input')?.focus(), [formRef]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const plan = { ...form, selectedItems: favorites.sendItems(), timestamp: new Date().toISOString() };
    // Null when the plan can be sent; an empty plan is refused with a toast alone.
    const found = planErrors(validatePlanToCurator(plan), toast);
    showErrors(found);
    if (found) return;
    send.mutate(plan, {
      onSuccess: (sent) => {
        toast(sent.queued ? queuedNotice() : sentToast(sent.answer));
        reset();
        onDone();
      },
      onError: (error) => showErrors(sendFailed(error, 'Failed to send your request. Please try again.', toast)),
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
        Send Your Plan to {curatorName}
      </h2>
      <p className="text-sm text-slate-700">
        {curatorName} will look at your favorites and reply with personalized recommendations.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Your Name" required value={form.name} onChange={set('name')} error={errors.name} autoComplete="name" />
        <TextField label="Your Email" required type="email" value={form.email} onChange={set('email')} error={errors.email} autoComplete="email" />
      </div>
      <TextField label="Visit Dates" value={form.visitDates} onChange={set('visitDates')} error={errors.visitDates} placeholder="e.g. March 3-10" />
      <TextAreaField label="Message" value={form.message} onChange={set('message')} error={errors.message} placeholder="Anything we should know?" />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={button()} disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send Visit Plan'}
        </button>
        <button type="button" className={button({ intent: 'secondary' })} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
