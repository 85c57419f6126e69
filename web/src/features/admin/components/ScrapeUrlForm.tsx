import { useId, useState, type FormEvent } from 'react';
import { button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form';
import { useToast } from '@/components/ui/toast';
import { useT, useWords } from '@/lib/i18n';
import { validateScrapeUrl } from '../lib/core';

type Props = {
  /** The section's heading ('Scrape an activity'). */
  heading: string;
  label: string;
  hint: string;
  url: string;
  onUrlChange: (url: string) => void;
  scraping: boolean;
  /** Called with the address once core has accepted it. */
  onScrape: (url: string) => void;
};

/** A section with the address of a page to scrape; an empty one is refused with core's notice (spec section 5). */
export function ScrapeUrlForm({ heading, label, hint, url, onUrlChange, scraping, onScrape }: Props) {
  const id = useId();
  const toast = useToast();
  const [invalid, setInvalid] = useState(false);
  const t = useT();
  const words = useWords();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const notice = validateScrapeUrl(url, words);
    setInvalid(notice !== undefined);
    if (notice) {
      toast({ title: notice.title, description: notice.description, variant: 'destructive' });
      return;
    }
    onScrape(url.trim());
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-6">
      <h2 id={`${id}-heading`} className="mb-3 text-xl font-semibold text-slate-900">
        {heading}
      </h2>
      <form noValidate onSubmit={onSubmit}>
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <div className="mt-1 flex flex-col gap-2 sm:flex-row">
          <input
            id={id}
            type="url"
            inputMode="url"
            className={inputClass}
            value={url}
            onChange={(e) => {
              setInvalid(false);
              onUrlChange(e.target.value);
            }}
            aria-invalid={invalid || undefined}
            aria-describedby={`${id}-hint`}
            placeholder={t('scrape-placeholder')}
          />
          <button type="submit" className={button({ className: 'shrink-0' })} disabled={scraping}>
            {scraping ? t('scraping') : t('scrape')}
          </button>
        </div>
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      </form>
    </section>
  );
}
