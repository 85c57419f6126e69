import { useEffect, useRef, useState, type FormEvent } from 'react';
import { focusFirstInvalid, primaryButton, secondaryButton, TextAreaField, TextField, type FieldErrors } from '@/components/ui/form';
import { useToast } from '@/components/ui/toast';
import { validatePlanToCurator } from '@/lib/core';
import { favorites } from '@/lib/favorites';
import { QUEUED_TOAST, sentToast } from '@/lib/outbox-notices';
import { useSendVisitPlan } from '../api/send-visit-plan';
import { planErrors, sendFailed } from '../hooks/plan-feedback';

const EMPTY = { name: '', email: '', visitDates: '', message: '' };

/** 'Send to {name}': name and e-mail required, dates and message optional (spec section 5). */
export function PlanToCuratorForm({ id, curatorName, onDone }: { id: string; curatorName: string; onDone: () => void }) {
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const toast = useToast();
  const send = useSendVisitPlan();

  // Opening the form puts the keyboard on its first field.
  useEffect(() => formRef.current?.querySelector('input')?.focus(), []);

  const set = (field: keyof typeof EMPTY) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const plan = { ...form, selectedItems: favorites.sendItems(), timestamp: new Date().toISOString() };
    const found = planErrors(validatePlanToCurator(plan), toast);
    if (found) {
      setErrors(found);
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    setErrors({});
    send.mutate(plan, {
      onSuccess: (sent) => {
        toast(sent.queued ? QUEUED_TOAST : sentToast('plan-to-curator', curatorName));
        setForm(EMPTY);
        onDone();
      },
      onError: (error) => setErrors(sendFailed(error, 'Failed to send your request. Please try again.', toast)),
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
        <button type="submit" className={primaryButton} disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send Visit Plan'}
        </button>
        <button type="button" className={secondaryButton} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
