import type { FormEvent } from 'react';
import { button } from '@/components/ui/button';
import { byField, SelectField, TextAreaField, TextField } from '@/components/ui/form';
import { useForm } from '@/components/ui/use-form';
import { useToast } from '@/components/ui/toast';
import { charactersLeft, formatCount, queuedNotice, suggestionLimits, suggestionTypes, validateSuggestion, type Lang, type SuggestionForm as Form } from '@/lib/core';
import { ApiError } from '@/lib/api-client';
import { useCreateSuggestion } from '../api/create-suggestion';
import { sentToast } from '@/lib/outbox-notices';
import { useT, useWords, type Translate } from '@/lib/i18n';

/** The form's fields (the page's language is sent beside them). */
const EMPTY: Required<Omit<Form, 'lang'>> = { name: '', type: '', website: '', description: '', submitterName: '', submitterEmail: '' };
const TYPES = suggestionTypes();
const LIMITS = new Map(suggestionLimits());

/** What is left of a field's limit once it nears it (core decides when):
 * the form says so before it is sent, not after. */
function countdown(t: Translate, lang: Lang, field: keyof typeof EMPTY, value: string): string | undefined {
  const max = LIMITS.get(field);
  const left = max === undefined ? undefined : charactersLeft(value, max);
  if (left === undefined) return undefined;
  const count = Math.abs(left);
  return t(left >= 0 ? 'characters-left' : 'characters-over', { count, shown: formatCount(count, lang) });
}

/** Spec sections 3, 5 and 8: rules from core, shown under the fields; the
 * server normalises the website with the same rule. */
export function SuggestionForm() {
  const { values: form, set, errors, showErrors, ref, reset } = useForm(EMPTY);
  const toast = useToast();
  const create = useCreateSuggestion();
  const t = useT();
  const words = useWords();
  const lang = words.lang;
  const hint = (field: keyof typeof EMPTY) => countdown(t, lang, field, form[field]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!showErrors(byField(validateSuggestion(form, words)))) return;
    create.mutate({ ...form, lang }, {
      onSuccess: (sent) => {
        reset();
        toast(sent.queued ? queuedNotice(words) : sentToast(sent.answer));
      },
      onError: (error) => {
        // A rule the server checks that the page did not (e.g. a length limit).
        if (error instanceof ApiError) showErrors(error.fields);
        toast({ title: t('suggest-failed'), description: t('please-try-later'), variant: 'destructive' });
      },
    });
  };

  return (
    <form ref={ref} noValidate onSubmit={onSubmit} className="mt-8 grid gap-5 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <TextField label={t('suggest-name')} required value={form.name} onChange={set('name')} error={errors.name} hint={hint('name')} placeholder={t('suggest-name-placeholder')} />
      <SelectField label={t('suggest-type')} required value={form.type} onChange={set('type')} error={errors.type}>
        <option value="">{t('suggest-type-choose')}</option>
        {TYPES.map(([value, message]) => (
          <option key={value} value={value}>{t(message)}</option>
        ))}
      </SelectField>
      <TextField label={t('suggest-website')} required value={form.website} onChange={set('website')} error={errors.website} hint={hint('website')} inputMode="url" placeholder={t('suggest-website-placeholder')} />
      <TextAreaField label={t('suggest-description')} value={form.description} onChange={set('description')} error={errors.description} hint={hint('description')} placeholder={t('suggest-description-placeholder')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('suggest-your-name')} required value={form.submitterName} onChange={set('submitterName')} error={errors.submitterName} hint={hint('submitterName')} autoComplete="name" />
        <TextField label={t('suggest-your-email')} required type="email" value={form.submitterEmail} onChange={set('submitterEmail')} error={errors.submitterEmail} autoComplete="email" />
      </div>
      <div>
        <button type="submit" className={button()} disabled={create.isPending}>
          {t(create.isPending ? 'suggest-submitting' : 'suggest-submit')}
        </button>
      </div>
    </form>
  );
}
