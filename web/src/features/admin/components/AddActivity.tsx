import { useState, type FormEvent } from 'react';
import { button } from '@/components/ui/button';
import { useForm } from '@/components/ui/use-form';
import { useToast } from '@/components/ui/toast';
import { ApiError, serverMessage } from '@/lib/api-client';
import { useT, useWords } from '@/lib/i18n';
import { useCreateActivity } from '../api/create-activity';
import { useScrapeActivity } from '../api/scrape-activity';
import { validateActivity, type SuggestionDraft } from '../lib/core';
import { ActivityFields, activityToForm, emptyActivityForm, formToActivity } from './ActivityFields';
import { FromSuggestionNotice, useSuggestionForm, type FromSuggestion } from './FromSuggestionNotice';
import { ScrapeUrlForm } from './ScrapeUrlForm';

/** Add Activities (spec sections 2, 4, 5 and 8): scrape a page, edit the
 * prefilled form, create. Opened from a suggestion, the form comes filled
 * from its page, and what is created is linked to it. */
export function AddActivity({ from }: { from?: FromSuggestion | null }) {
  const [url, setUrl] = useState('');
  const { values: form, setValues: setForm, errors, showErrors, ref, reset } = useForm(emptyActivityForm);
  const toast = useToast();
  const t = useT();
  const words = useWords();
  const scrape = useScrapeActivity();
  const create = useCreateActivity();
  const suggested = useSuggestionForm(from, 'activity', (draft: Extract<SuggestionDraft, { kind: 'activity' }>) => {
    setUrl(draft.activity.website ?? '');
    setForm(activityToForm(draft.activity));
  });

  const clear = () => {
    setUrl('');
    reset();
    suggested.forget();
  };

  const onScrape = (address: string) =>
    scrape.mutate(address, {
      onSuccess: (activity) => {
        setForm(activityToForm(activity));
        toast({ title: t('activity-scraped'), description: t('activity-scraped-text', { name: activity.name || t('activity-unnamed') }) });
      },
      onError: (error) =>
        toast({ title: t('activity-scrape-failed'), description: serverMessage(error, t('scrape-try-again')), variant: 'destructive' }),
    });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const activity = formToActivity(form);
    // Spec section 5: name and description are required; core says so in a toast.
    const notice = validateActivity(activity, words);
    if (notice) {
      toast({ title: notice.title, description: notice.description, variant: 'destructive' });
      return;
    }
    create.mutate(activity, {
      onSuccess: (saved) => {
        toast({ title: t('activity-created'), description: t('activity-created-text', { name: activity.name }) });
        suggested.made(saved.id);
        clear();
      },
      onError: (error) => {
        // Core's field rules (lengths, web addresses) come back per field.
        if (error instanceof ApiError) showErrors(error.fields);
        toast({ title: t('activity-create-failed'), description: t('admin-try-again'), variant: 'destructive' });
      },
    });
  };

  return (
    <div className="grid gap-6">
      <ScrapeUrlForm
        heading={t('activity-scrape-heading')}
        label={t('activity-scrape-url')}
        hint={t('activity-scrape-hint')}
        url={url}
        onUrlChange={setUrl}
        scraping={scrape.isPending}
        onScrape={onScrape}
      />

      <form
        ref={ref}
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="activity-form-heading"
        className="grid gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-6"
      >
        <h2 id="activity-form-heading" className="text-xl font-semibold text-slate-900">
          {t('activity-details')}
        </h2>
        {suggested.linked && <FromSuggestionNotice key={suggested.linked.at} from={suggested.linked} />}
        <ActivityFields form={form} onChange={setForm} errors={errors} />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={button()} disabled={create.isPending}>
            {create.isPending ? t('admin-creating') : t('activity-create')}
          </button>
          <button type="button" className={button({ intent: 'secondary' })} onClick={clear}>
            {t('admin-clear-form')}
          </button>
        </div>
      </form>
    </div>
  );
}
