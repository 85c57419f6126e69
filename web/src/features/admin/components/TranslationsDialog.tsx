import { useMemo, useState, type FormEvent } from 'react';
import { Dialog, DialogTitle } from '@/components/ui/dialog';
import { button } from '@/components/ui/button';
import { SelectField, TextAreaField, TextField, type FieldErrors } from '@/components/ui/form';
import { useToast } from '@/components/ui/toast';
import { ApiError, serverMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { LANGUAGES } from '@/lib/languages';
import { useSaveTranslations } from '../api/save-translations';
import { missingTranslations, translatableFields, type Activity, type Event, type Lang, type Restaurant } from '../lib/core';
import type { Editing } from './EditItemDialog';
import { useUnsavedChanges } from './UnsavedChanges';

type Texts = Partial<Record<Lang, Record<string, string>>>;


/**
 * An item's Translations view: the language it is written in, and each
 * of its fields side by side with the original in every other language,
 * with what each language still lacks counted on its tab. Saved whole
 * with `PUT /api/admin/{kind}/{id}/translations`.
 */
export function TranslationsDialog({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const item = editing.item;
  const [lang, setLang] = useState<Lang>(item.lang ?? 'en');
  const [texts, setTexts] = useState<Texts>(() => structuredClone(item.translations ?? {}));
  const others = LANGUAGES.map(([code]) => code).filter((code) => code !== lang);
  const [shown, setShown] = useState<Lang>(others[0]);
  const target = others.includes(shown) ? shown : others[0];
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveTranslations();
  const toast = useToast();
  const t = useT();
  const fields = useMemo(() => translatableFields(editing.kind), [editing.kind]);
  const draft = { ...item, lang, translations: texts };
  const missing = missingTranslations(editing.kind, [draft] as Event[] | Activity[] | Restaurant[])[0];
  const lacking = (code: Lang) => missing.find((m) => m.lang === code)?.count ?? 0;
  const original = (field: string) => String((item as unknown as Record<string, unknown>)[field] ?? '');
  const name = 'title' in item ? item.title : item.name;
  const changed = lang !== (item.lang ?? 'en') || JSON.stringify(texts) !== JSON.stringify(item.translations ?? {});
  const { requestClose, prompt } = useUnsavedChanges(changed, onClose);

  const setText = (field: string, text: string) => setTexts((all) => ({ ...all, [target]: { ...all[target], [field]: text } }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // Only the other languages' texts are the item's translations.
    const translations: Texts = Object.fromEntries(Object.entries(texts).filter(([code]) => code !== lang));
    save.mutate(
      { kind: editing.kind, id: item.id, body: { lang, translations } },
      {
        onSuccess: () => {
          toast({ title: t('translations-saved'), description: t('translations-saved-text', { name }) });
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError) setErrors(error.fields);
          toast({ title: t('translations-failed'), description: serverMessage(error, t('admin-try-again')), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Dialog busy={save.isPending} onClose={requestClose}>
      <form noValidate onSubmit={submit} className="grid gap-4 p-4 md:p-6">
        <DialogTitle className="font-display text-2xl font-bold text-slate-900">{t('translations-title', { name })}</DialogTitle>
        <SelectField label={t('translations-written-in')} value={lang} onChange={(e) => setLang(e.target.value as Lang)}>
          {LANGUAGES.map(([code]) => (
            <option key={code} value={code}>
              {t('language-label', { lang: code })}
            </option>
          ))}
        </SelectField>
        <div role="tablist" aria-label={t('translations-into')} className="flex flex-wrap gap-2">
          {others.map((code) => (
            <button
              key={code}
              type="button"
              role="tab"
              aria-selected={code === target}
              className={button({ intent: code === target ? 'primary' : 'secondary', size: 'sm' })}
              onClick={() => setShown(code)}
            >
              {t('language-label', { lang: code })}
              <span className="ml-1 font-normal">{t('translations-missing', { count: lacking(code) })}</span>
            </button>
          ))}
        </div>
        <div role="tabpanel" aria-label={t('language-label', { lang: target })} className="grid gap-4">
          {fields.map(([field, labelId, max, multiline]) => {
            const key = `${target}.${field}`;
            const label = t(labelId);
            const props = {
              label: t('translations-field-in', { field: label, language: t('language-name', { lang: target }) }),
              value: texts[target]?.[field] ?? '',
              error: errors[key],
              maxLength: max,
              onChange: (e: { target: { value: string } }) => setText(field, e.target.value),
            };
            return (
              <div key={field} className="grid gap-2 md:grid-cols-2 md:gap-4">
                <div>
                  <p className="text-sm font-medium text-slate-800">
                    {t('translations-field-in', { field: label, language: t('language-name', { lang }) })}
                  </p>
                  <p lang={lang} className="mt-1 whitespace-pre-line break-words rounded-lg bg-slate-50 p-2 text-sm text-slate-700">
                    {original(field) || '—'}
                  </p>
                </div>
                {multiline ? <TextAreaField {...props} rows={4} /> : <TextField {...props} />}
              </div>
            );
          })}
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={button({ intent: 'secondary' })} disabled={save.isPending} onClick={requestClose}>
            {t('admin-cancel')}
          </button>
          <button type="submit" className={button()} disabled={save.isPending}>
            {save.isPending ? t('admin-saving') : t('translations-save')}
          </button>
        </div>
      </form>
      {prompt}
    </Dialog>
  );
}
