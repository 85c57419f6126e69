import { useEffect, useRef, useState, type FormEvent } from 'react';
import { focusFirstInvalid, primaryButton, secondaryButton, TextAreaField, TextField, type FieldErrors } from '@/components/ui/form';
import { useToast } from '@/components/ui/toast';
import { validatePlanToSelf } from '@/lib/core';
import { favorites } from '@/lib/favorites';
import { QUEUED_TOAST, sentToast } from '@/lib/outbox-notices';
import { useSendVisitPlanSelf } from '../api/send-visit-plan-self';
import { planErrors, sendFailed } from '../hooks/plan-feedback';

const EMPTY = { email: '', notes: '' };

/** 'Email My Favorites': one or several comma-separated addresses, optional notes (spec section 5). */
export function PlanToSelfForm({ id, onDone }: { id: string; onDone: () => void }) {
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const toast = useToast();
  const send = useSendVisitPlanSelf();

  useEffect(() => formRef.current?.querySelector('input')?.focus(), []);

  const set = (field: keyof typeof EMPTY) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const plan = { ...form, selectedItems: favorites.sendItems(), timestamp: new Date().toISOString() };
    const found = planErrors(validatePlanToSelf(plan), toast);
    if (found) {
      setErrors(found);
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    setErrors({});
    send.mutate(plan, {
      onSuccess: (sent) => {
        toast(sent.queued ? QUEUED_TOAST : sentToast('plan-to-self', ''));
        setForm(EMPTY);
        onDone();
      },
      onError: (error) => setErrors(sendFailed(error, 'Failed to send your visit plan. Please try again.', toast)),
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
        Email My Favorites
      </h2>
      <TextField
        label="Email Address(es)"
        required
        value={form.email}
        onChange={set('email')}
        error={errors.email}
        autoComplete="email"
        inputMode="email"
        hint="Separate several addresses with commas."
      />
      <TextAreaField label="Notes" value={form.notes} onChange={set('notes')} error={errors.notes} placeholder="A reminder for yourself (optional)" />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButton} disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send to My Email'}
        </button>
        <button type="button" className={secondaryButton} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
