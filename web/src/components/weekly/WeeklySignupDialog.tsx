import { useState, type FormEvent } from 'react';
import { button } from '@/components/ui/button';
import { Dialog, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form';
import { useForm } from '@/components/ui/use-form';
import { useToast } from '@/components/ui/toast';
import { ApiError, serverMessage } from '@/lib/api-client';
import { categoryLabel, eventCategories } from '@/lib/core';
import { useT, useWords } from '@/lib/i18n';
import { reminderLink, subscribeWeekly } from '@/lib/reminders';
import { useSite } from '@/lib/site';

/** The form of the weekly e-mail (WeeklySignup.tsx): an address and the
 * categories wanted, none for all. A device holding a link of the
 * address (kept by a reminder's or an issue's page) subscribes at once. */
export default function WeeklySignupDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const words = useWords();
  const toast = useToast();
  const city = useSite()?.city ?? '';
  const { values, set, setValues, errors, showErrors, ref } = useForm(() => ({
    email: reminderLink.read()?.email ?? '',
    categories: [] as string[],
  }));
  const [busy, setBusy] = useState(false);

  const toggle = (category: string) =>
    setValues((v) => ({
      ...v,
      categories: v.categories.includes(category) ? v.categories.filter((c) => c !== category) : [...v.categories, category],
    }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const answer = await subscribeWeekly({
        email: values.email,
        categories: values.categories,
        token: reminderLink.tokenFor(values.email),
        lang: words.lang,
      });
      toast({ title: answer.title, description: answer.message });
      onClose();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      if (!showErrors(fields.email ? { email: fields.email } : {})) return;
      toast({ title: words.message('error', {}), description: fields.categories ?? serverMessage(error, t('weekly-form-failed')), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog size="narrow" onClose={onClose} busy={busy} described>
      <form ref={ref} noValidate onSubmit={onSubmit} className="grid gap-4 p-6">
        <DialogTitle className="text-xl font-semibold text-slate-900">{t('weekly-form-title', { city })}</DialogTitle>
        <DialogDescription className="text-sm text-slate-600">{t('weekly-form-intro')}</DialogDescription>
        <TextField label={t('weekly-form-email')} required type="email" value={values.email} onChange={set('email')} error={errors.email} autoComplete="email" />
        <fieldset aria-describedby="weekly-categories-hint">
          <legend className="text-sm font-medium text-slate-800">{t('weekly-form-categories')}</legend>
          <p id="weekly-categories-hint" className="text-xs text-slate-600">
            {t('weekly-form-categories-hint')}
          </p>
          <div className="mt-1 grid grid-cols-2 gap-x-4">
            {eventCategories().map((category) => (
              <label key={category} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                <input type="checkbox" checked={values.categories.includes(category)} onChange={() => toggle(category)} className="size-4 accent-brand-600" />
                {categoryLabel(category, words)}
              </label>
            ))}
          </div>
        </fieldset>
        <p className="text-xs text-slate-600">{t('weekly-form-kept')}</p>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={button()} disabled={busy}>
            {busy ? t('weekly-form-sending') : t('weekly-form-submit')}
          </button>
          <button type="button" className={button({ intent: 'secondary' })} onClick={onClose} disabled={busy}>
            {t('weekly-form-cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
