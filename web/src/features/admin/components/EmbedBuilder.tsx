import { createElement, useEffect, useMemo, useState } from 'react';
import { button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form';
import { useToast } from '@/components/ui/toast';
import { useT, useWords } from '@/lib/i18n';
import { LANGUAGES } from '@/lib/languages';
import { useSite } from '@/lib/site';
import { useAdminVenues } from '../api/get-admin-venues';
import { useEmbedSettings } from '../api/get-embed';
import { categoryLabel, dateChoices, embedSnippets, eventCategories, type EmbedSettings } from '../lib/core';

/** The widget's module, loaded once, for the preview: the very file
 * partners load (it defines the element named in the settings). */
let widget: Promise<unknown> | undefined;
function loadWidget(): Promise<unknown> {
  const address = '/embed.js';
  widget ??= import(/* @vite-ignore */ address);
  return widget;
}

type Choices = Record<'category' | 'venue' | 'dates' | 'limit' | 'layout' | 'theme' | 'lang', string>;

/** The Embed page (#38): staff choose what a partner's page shows and get
 * the snippet to send them, the widget or the iframe, with the widget
 * itself as the live preview. */
export function EmbedBuilder({ active }: { active: boolean }) {
  const t = useT();
  const settings = useEmbedSettings(active);
  if (settings.isPending) return <output className="block text-slate-700">{t('embed-admin-loading')}</output>;
  if (settings.isError)
    return (
      <p role="alert" className="text-red-800">
        {t('embed-admin-failed')}
      </p>
    );
  return <Builder settings={settings.data} />;
}

function Builder({ settings }: { settings: EmbedSettings }) {
  const t = useT();
  const words = useWords();
  const city = useSite()?.city ?? '';
  const venues = useAdminVenues();
  const [choices, setChoices] = useState<Choices>({
    category: '',
    venue: '',
    dates: '',
    limit: String(settings.defaultLimit),
    layout: settings.layouts[0],
    theme: settings.themes[0],
    lang: '',
  });
  const choose = (name: keyof Choices) => (e: { currentTarget: { value: string } }) => setChoices({ ...choices, [name]: e.currentTarget.value });
  // The defaults are left out: the snippet says only what was chosen.
  const chosen = useMemo(
    () =>
      Object.entries(choices).filter(
        ([name, value]) =>
          !(name === 'limit' && value === String(settings.defaultLimit)) && !(name === 'layout' && value === settings.layouts[0]) && !(name === 'theme' && value === settings.themes[0]),
      ),
    [choices, settings],
  );
  const snippets = embedSnippets(settings, chosen, t('embed-admin-frame-title', { city }));
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void loadWidget().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);

  return (
    <section aria-labelledby="embed-heading">
      <h2 id="embed-heading" className="text-xl font-semibold text-slate-900">
        {t('embed-admin-heading')}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">{t('embed-admin-intro')}</p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <form className="grid content-start gap-4" onSubmit={(e) => e.preventDefault()}>
          <SelectField label={t('embed-admin-category')} value={choices.category} onChange={choose('category')}>
            <option value="">{t('embed-admin-all-categories')}</option>
            {eventCategories().map((category) => (
              <option key={category} value={category}>
                {categoryLabel(category, words)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('embed-admin-venue')} value={choices.venue} onChange={choose('venue')}>
            <option value="">{t('embed-admin-all-venues')}</option>
            {(venues.data ?? []).map((venue) => (
              <option key={venue.id} value={venue.name}>
                {venue.name}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('embed-admin-dates')} value={choices.dates} onChange={choose('dates')}>
            {dateChoices(words)
              .filter(([choice]) => choice !== 'custom')
              .map(([choice, label]) => (
                <option key={choice} value={choice === 'all' ? '' : choice}>
                  {label}
                </option>
              ))}
          </SelectField>
          <TextField
            label={t('embed-admin-limit')}
            hint={t('embed-admin-limit-hint', { max: settings.maxLimit })}
            type="number"
            min={1}
            max={settings.maxLimit}
            value={choices.limit}
            onChange={choose('limit')}
          />
          <SelectField label={t('embed-admin-layout')} value={choices.layout} onChange={choose('layout')}>
            {settings.layouts.map((layout) => (
              <option key={layout} value={layout}>
                {t(`embed-admin-layout-${layout}`)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('embed-admin-theme')} hint={t('embed-admin-theme-hint')} value={choices.theme} onChange={choose('theme')}>
            {settings.themes.map((theme) => (
              <option key={theme} value={theme}>
                {t(`embed-admin-theme-${theme}`)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('embed-admin-lang')} value={choices.lang} onChange={choose('lang')}>
            <option value="">{t('embed-admin-lang-default')}</option>
            {LANGUAGES.filter(([lang]) => lang !== 'en').map(([lang, , name]) => (
              <option key={lang} value={lang} lang={lang}>
                {name}
              </option>
            ))}
          </SelectField>
        </form>
        <div className="min-w-0">
          <Snippet id="embed-widget" title={t('embed-admin-widget')} hint={t('embed-admin-widget-hint')} code={snippets.widget} />
          <Snippet
            id="embed-iframe"
            title={t('embed-admin-iframe')}
            hint={
              settings.frameOrigins.length > 0
                ? t('embed-admin-frame-origins', { origins: settings.frameOrigins.join(', ') })
                : t('embed-admin-no-frame-origins')
            }
            code={snippets.iframe}
          />
          <h3 className="mt-8 text-lg font-semibold text-slate-900">{t('embed-admin-preview')}</h3>
          <div className="mt-3 rounded-xl bg-slate-100 p-4" aria-busy={!ready}>
            {ready && createElement(settings.element, Object.fromEntries(chosen))}
          </div>
        </div>
      </div>
    </section>
  );
}

function Snippet({ id, title, hint, code }: { id: string; title: string; hint: string; code: string }) {
  const t = useT();
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast({ title: t('embed-admin-copied') });
    } catch {
      toast({ title: t('embed-admin-not-copied'), variant: 'destructive' });
    }
  };
  return (
    <div className="mb-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h3>
        <button type="button" onClick={copy} aria-describedby={id} className={button({ intent: 'secondary', size: 'sm' })}>
          {t('embed-admin-copy')}
        </button>
      </div>
      <p className="mt-1 text-sm text-slate-700">{hint}</p>
      <pre aria-labelledby={id} className="mt-2 rounded-lg bg-slate-900 p-3 text-sm whitespace-pre-wrap break-all text-slate-100">
        <code>{code}</code>
      </pre>
    </div>
  );
}
