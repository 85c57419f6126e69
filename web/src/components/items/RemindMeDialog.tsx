import { useState, type FormEvent } from 'react';
import { button } from '@/components/ui/button';
import { Dialog, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form';
import { useForm } from '@/components/ui/use-form';
import { useToast } from '@/components/ui/toast';
import { ApiError, serverMessage } from '@/lib/api-client';
import type { RemindWhen } from '@/lib/core';
import { useT, useWords } from '@/lib/i18n';
import { askReminder, reminderLink } from '@/lib/reminders';

/** The form of 'Remind me' (RemindMe.tsx): loaded when first opened. */
export default function RemindMeDialog({ eventId, name, onClose }: { eventId: number; name: string; onClose: () => void }) {
  const t = useT();
  const words = useWords();
  const toast = useToast();
  const { values, set, setValues, errors, showErrors, ref } = useForm(() => ({
    email: reminderLink.read()?.email ?? '',
    when: 'morningOf' as RemindWhen,
  }));
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const answer = await askReminder({
        email: values.email,
        eventId,
        when: values.when,
        token: reminderLink.tokenFor(values.email),
        lang: words.lang,
      });
      toast({ title: answer.title, description: answer.message });
      onClose();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      if (!showErrors(fields.email ? { email: fields.email } : {})) return;
      toast({ title: words.message('error', {}), description: fields.eventId ?? serverMessage(error, t('remind-failed')), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const choices: [RemindWhen, string][] = [
    ['morningOf', t('remind-morning-of')],
    ['dayBefore', t('remind-day-before')],
  ];
  return (
    <Dialog size="narrow" onClose={onClose} busy={busy} described>
      <form ref={ref} noValidate onSubmit={onSubmit} className="grid gap-4 p-6">
        <DialogTitle className="text-xl font-semibold text-slate-900">{t('remind-title', { name })}</DialogTitle>
        <DialogDescription className="text-sm text-slate-600">{t('remind-intro')}</DialogDescription>
        <TextField label={t('remind-email')} required type="email" value={values.email} onChange={set('email')} error={errors.email} autoComplete="email" />
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t('remind-when')}</legend>
          <div className="mt-1 flex flex-wrap gap-x-5">
            {choices.map(([choice, label]) => (
              <label key={choice} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name="when"
                  value={choice}
                  checked={values.when === choice}
                  onChange={() => setValues((v) => ({ ...v, when: choice }))}
                  className="size-4 accent-brand-600"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <p className="text-xs text-slate-600">{t('remind-kept')}</p>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={button()} disabled={busy}>
            {busy ? t('remind-sending') : t('remind-me')}
          </button>
          <button type="button" className={button({ intent: 'secondary' })} onClick={onClose} disabled={busy}>
            {t('remind-cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
