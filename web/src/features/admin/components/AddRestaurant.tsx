import { useRef, useState, type FormEvent } from 'react';
import { button } from '@/components/ui/button';
import { byField } from '@/components/ui/form';
import { useForm } from '@/components/ui/use-form';
import { useToast } from '@/components/ui/toast';
import { ApiError, serverMessage } from '@/lib/api-client';
import { useT, useWords } from '@/lib/i18n';
import { isDuplicateAnswer, useCreateRestaurant } from '../api/create-restaurant';
import { useCreateRestaurantAnyway } from '../api/create-restaurant-anyway';
import { useReplaceRestaurant } from '../api/replace-restaurant';
import { useScrapeRestaurant } from '../api/scrape-restaurant';
import {
  areaDetectionSummary,
  validateRestaurant,
  type AreaDetection,
  type DuplicateRestaurantResponse,
  type Restaurant,
  type SuggestionDraft,
} from '../lib/core';
import { DuplicateRestaurantDialog } from './DuplicateRestaurantDialog';
import { FromSuggestionNotice, useSuggestionForm, type FromSuggestion } from './FromSuggestionNotice';
import { emptyRestaurantForm, formToRestaurant, RestaurantFields, restaurantToForm } from './RestaurantFields';
import { ScrapeUrlForm } from './ScrapeUrlForm';


type Duplicate = { answer: DuplicateRestaurantResponse; restaurant: Restaurant };

/** Add Restaurants (spec sections 2, 4, 5 and 8): scrape, check the
 * detected area, edit, create; duplicates go through the dialog. Opened
 * from a suggestion, the form comes filled from its page, and what is
 * created (or replaced) is linked to it. */
export function AddRestaurant({ from }: { from?: FromSuggestion | null }) {
  const [url, setUrl] = useState('');
  const { values: form, setValues: setForm, errors, showErrors, ref: formRef, reset } = useForm(emptyRestaurantForm);
  const [detection, setDetection] = useState<AreaDetection | null>(null);
  const [duplicate, setDuplicate] = useState<Duplicate | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const toast = useToast();
  const words = useWords();
  const t = useT();
  const scrape = useScrapeRestaurant();
  const create = useCreateRestaurant();
  const anyway = useCreateRestaurantAnyway();
  const replace = useReplaceRestaurant();
  const suggested = useSuggestionForm(from, 'restaurant', (draft: Extract<SuggestionDraft, { kind: 'restaurant' }>) => {
    setUrl(draft.restaurant.website ?? '');
    const area = draft.restaurant.area ?? draft.detection?.detectedArea ?? null;
    setForm(restaurantToForm({ ...draft.restaurant, area }));
    setDetection(draft.detection);
  });

  const clear = () => {
    setUrl('');
    reset();
    setDetection(null);
    suggested.forget();
  };
  const done = (title: string, restaurant: Restaurant, id: number) => {
    toast({ title, description: t('restaurant-listed-text', { name: restaurant.name }) });
    suggested.made(id);
    setDuplicate(null);
    clear();
  };

  const onScrape = (address: string) =>
    scrape.mutate(address, {
      onSuccess: (scraped) => {
        const { detectedArea, areaConfidence, areaDetectionMethod, ...restaurant } = scraped;
        setForm(restaurantToForm({ ...restaurant, area: restaurant.area ?? detectedArea }));
        showErrors(null);
        setDetection({ detectedArea, areaConfidence, areaDetectionMethod });
        toast({
          title: t('restaurant-scraped'),
          description: t('restaurant-scraped-text', { area: areaDetectionSummary(detectedArea, areaConfidence, areaDetectionMethod, words) }),
        });
      },
      onError: (error) =>
        toast({ title: t('restaurant-scrape-failed'), description: serverMessage(error, t('scrape-try-again')), variant: 'destructive' }),
    });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const restaurant = formToRestaurant(form);
    if (!showErrors(byField(validateRestaurant(restaurant, words)))) return;
    create.mutate(restaurant, {
      onSuccess: (answer) => {
        if (isDuplicateAnswer(answer)) setDuplicate({ answer, restaurant });
        else done(t('restaurant-created'), restaurant, answer.id);
      },
      onError: (error) => {
        if (error instanceof ApiError) showErrors(error.fields);
        toast({ title: t('restaurant-create-failed'), description: serverMessage(error, t('admin-try-again')), variant: 'destructive' });
      },
    });
  };

  const onCancel = () => {
    setDuplicate(null);
    requestAnimationFrame(() => submitRef.current?.focus());
  };
  const onCreateAnyway = () => {
    if (!duplicate) return;
    anyway.mutate(duplicate.restaurant, {
      onSuccess: (saved) => done(t('restaurant-created'), duplicate.restaurant, saved.id),
      onError: (error) =>
        toast({ title: t('restaurant-create-failed'), description: serverMessage(error, t('admin-try-again')), variant: 'destructive' }),
    });
  };
  const onReplace = (id: number) => {
    if (!duplicate) return;
    replace.mutate(
      { id, restaurant: duplicate.restaurant },
      {
        onSuccess: (saved) => done(t('restaurant-replaced'), duplicate.restaurant, saved.id),
        onError: (error) =>
          toast({ title: t('restaurant-replace-failed'), description: serverMessage(error, t('admin-try-again')), variant: 'destructive' }),
      },
    );
  };

  return (
    <div className="grid gap-6">
      <ScrapeUrlForm
        heading={t('restaurant-scrape-heading')}
        label={t('restaurant-scrape-url')}
        hint={t('restaurant-scrape-hint')}
        url={url}
        onUrlChange={setUrl}
        scraping={scrape.isPending}
        onScrape={onScrape}
      />

      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="restaurant-form-heading"
        className="grid gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-6"
      >
        <h2 id="restaurant-form-heading" className="text-xl font-semibold text-slate-900">
          {t('restaurant-details')}
        </h2>
        {suggested.linked && <FromSuggestionNotice key={suggested.linked.at} from={suggested.linked} />}
        {detection && (
          <p className="rounded-lg bg-brand-50 p-3 text-sm text-slate-800 ring-1 ring-brand-100">
            {t('restaurant-detected-area')}{' '}
            <strong>{areaDetectionSummary(detection.detectedArea, detection.areaConfidence, detection.areaDetectionMethod, words)}</strong>
          </p>
        )}
        <RestaurantFields form={form} onChange={setForm} errors={errors} />
        <div className="flex flex-wrap gap-3">
          <button ref={submitRef} type="submit" className={button()} disabled={create.isPending}>
            {create.isPending ? t('admin-creating') : t('restaurant-create')}
          </button>
          <button type="button" className={button({ intent: 'secondary' })} onClick={clear}>
            {t('admin-clear-form')}
          </button>
        </div>
      </form>

      {duplicate && (
        <DuplicateRestaurantDialog
          answer={duplicate.answer}
          busy={anyway.isPending || replace.isPending}
          onCancel={onCancel}
          onCreateAnyway={onCreateAnyway}
          onReplace={onReplace}
        />
      )}
    </div>
  );
}
