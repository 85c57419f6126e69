import type { FormEvent } from 'react';
import { button } from '@/components/ui/button';
import { byField, SelectField, TextAreaField, TextField } from '@/components/ui/form';
import { useForm } from '@/components/ui/use-form';
import { useToast } from '@/components/ui/toast';
import { charactersLeft, formatCount, queuedNotice, suggestionLimits, suggestionTypes, validateSuggestion, type SuggestionForm as Form } from '@/lib/core';
import { ApiError } from '@/lib/api-client';
import { useCreateSuggestion } from '../api/create-suggestion';
import { sentToast } from '@/lib/outbox-notices';

const EMPTY: Required<Form> = { name: '', type: '', website: '', description: '', submitterName: '', submitterEmail: '' };
const TYPES = suggestionTypes();
const LIMITS = new Map(suggestionLimits());

/** What is left of a field's limit once it nears it (core decides when):
 * the form says so before it is sent, not after. */
function countdown(field: keyof Form, value: string): string | undefined {
  const max = LIMITS.get(field);
  const left = max === undefined ? undefined : charactersLeft(value, max);
  if (left === undefined) return undefined;
  const count = (n: number) => `${formatCount(n)} ${n === 1 ? 'character' : 'characters'}`;
  return left >= 0 ? `${count(left)} left` : `${count(-left)} over the limit`;
}

/** Spec sections 3, 5 and 8: rules from core, shown under the fields; the
 * server normalises the website with the same rule. */
export function SuggestionForm() {
  const { values: form, set, errors, showErrors, ref, reset } = useForm(EMPTY);
  const toast = useToast();
  const create = useCreateSuggestion();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!showErrors(byField(validateSuggestion(form)))) return;
    create.mutate(form, {
      onSuccess: (sent) => {
        reset();
        toast(sent.queued ? queuedNotice() : sentToast(sent.answer));
      },
      onError: (error) => {
        // A rule the server checks that the page did not (e.g. a length limit).
        if (error instanceof ApiError) showErrors(error.fields);
        toast({ title: 'Error submitting suggestion', description: 'Please try again later.', variant: 'destructive' });
      },
    });
  };

  return (
    <form ref={ref} noValidate onSubmit={onSubmit} className="mt-8 grid gap-5 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <TextField label="Name" required value={form.name} onChange={set('name')} error={errors.name} hint={countdown('name', form.name)} placeholder="Name of the place, event or restaurant" />
      <SelectField label="Type" required value={form.type} onChange={set('type')} error={errors.type}>
        <option value="">Select a type</option>
        {TYPES.map(([value, label]) => (
          <option key={value} value={value}>{label}</option>
        ))}
      </SelectField>
      <TextField label="Website" required value={form.website} onChange={set('website')} error={errors.website} hint={countdown('website', form.website)} inputMode="url" placeholder="www.example.com" />
      <TextAreaField label="Description" value={form.description} onChange={set('description')} error={errors.description} hint={countdown('description', form.description)} placeholder="Why should visitors know about it?" />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Your Name" required value={form.submitterName} onChange={set('submitterName')} error={errors.submitterName} hint={countdown('submitterName', form.submitterName)} autoComplete="name" />
        <TextField label="Your Email" required type="email" value={form.submitterEmail} onChange={set('submitterEmail')} error={errors.submitterEmail} autoComplete="email" />
      </div>
      <div>
        <button type="submit" className={button()} disabled={create.isPending}>
          {create.isPending ? 'Submitting...' : 'Submit Suggestion'}
        </button>
      </div>
    </form>
  );
}
