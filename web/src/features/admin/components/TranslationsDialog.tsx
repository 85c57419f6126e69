import { useMemo, useState, type FormEvent } from 'react';
import { Dialog, DialogTitle } from '@/components/ui/dialog';
import { button } from '@/components/ui/button';
import { SelectField, TextAreaField, TextField, type FieldErrors } from '@/components/ui/form';
import { Spinner } from '@/components/ui/Spinner';
import { useToast } from '@/components/ui/toast';
import { ApiError, serverMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { LANGUAGES } from '@/lib/languages';
import { useSaveTranslations } from '../api/save-translations';
import { getEditable, useEditable } from '../api/get-editable';
import { mergeEdit, missingTranslations, translatableFields, type Activity, type Editable, type Event, type Lang, type Restaurant } from '../lib/core';
import type { Editing } from './EditItemDialog';
import { useUnsavedChanges } from './UnsavedChanges';

type Texts = Partial<Record<Lang, Record<string, string>>>;


type Item = Event | Activity | Restaurant;

/** What the view edits, as core's merge compares it. */
const valuesOf = (item: Item) => ({ lang: item.lang ?? 'en', translations: structuredClone(item.translations ?? {}) as Texts });

/**
 * An item's Translations view: the language it is written in, and each
 * of its fields side by side with the original in every other language,
 * with what each language still lacks counted on its tab, and what was
 * translated from an original since changed marked 'needs update', with
 * the text it was made from. The item is read
 * afresh with its version, and saved whole with `PUT
 * /api/admin/{kind}/{id}/translations` at that version; when someone
 * changed it meanwhile, core merges the two (what only they changed comes
 * in) and a merge that touches nothing of this view's is saved again.
 */
export function TranslationsDialog({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const opened = useEditable(editing.kind, editing.item.id);
  const t = useT();
  if (!opened.data) {
    return (
      <Dialog onClose={onClose}>
        <div className="grid gap-4 p-4 md:p-6">
          <DialogTitle className="font-display text-2xl font-bold text-slate-900">{t('manage-translations')}</DialogTitle>
          {opened.error === undefined ? (
            <Spinner label={t('edit-opening', { kind: editing.kind })} visible />
          ) : (
            <p role="alert" className="text-red-700">
              {opened.error instanceof ApiError && opened.error.status === 404 ? t('edit-gone', { kind: editing.kind }) : t('edit-open-failed')}
            </p>
          )}
        </div>
      </Dialog>
    );
  }
  return <TranslationsForm kind={editing.kind} opened={opened.data as Editable<Item>} onClose={onClose} />;
}

function TranslationsForm({ kind, opened, onClose }: { kind: Editing['kind']; opened: Editable<Item>; onClose: () => void }) {
  const [base, setBase] = useState(() => ({ version: opened.version, item: opened.item, outdated: opened.outdated }));
  const item = base.item;
  const [lang, setLang] = useState<Lang>(item.lang ?? 'en');
  const [texts, setTexts] = useState<Texts>(() => valuesOf(item).translations);
  const [merging, setMerging] = useState(false);
  const others = LANGUAGES.map(([code]) => code).filter((code) => code !== lang);
  const [shown, setShown] = useState<Lang>(others[0]);
  const target = others.includes(shown) ? shown : others[0];
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveTranslations();
  const toast = useToast();
  const t = useT();
  const fields = useMemo(() => translatableFields(kind), [kind]);
  const draft = { ...item, lang, translations: texts };
  const missing = missingTranslations(kind, [draft] as Event[] | Activity[] | Restaurant[])[0];
  const lacking = (code: Lang) => missing.find((m) => m.lang === code)?.count ?? 0;
  // Translations made from an original text the item no longer has (core's rule, from the server).
  const outdated = (code: Lang, field?: string) => base.outdated.filter((o) => o.lang === code && (field === undefined || o.field === field));
  const original = (field: string) => String((item as unknown as Record<string, unknown>)[field] ?? '');
  const name = 'title' in item ? item.title : item.name;
  const changed = lang !== (item.lang ?? 'en') || JSON.stringify(texts) !== JSON.stringify(item.translations ?? {});
  const { requestClose, prompt } = useUnsavedChanges(changed, onClose);

  const setText = (field: string, text: string) => setTexts((all) => ({ ...all, [target]: { ...all[target], [field]: text } }));
  const failed = (error: unknown) => {
    if (error instanceof ApiError) setErrors(error.fields);
    toast({ title: t('translations-failed'), description: serverMessage(error, t('admin-try-again')), variant: 'destructive' });
  };
  const send = (values: { lang: Lang; translations: Texts }, version: number, again: boolean) =>
    save.mutate(
      // Only the other languages' texts are the item's translations.
      { kind, id: item.id, body: { lang: values.lang, translations: Object.fromEntries(Object.entries(values.translations).filter(([code]) => code !== values.lang)) }, version },
      {
        onSuccess: () => {
          toast({ title: t('translations-saved'), description: t('translations-saved-text', { name }) });
          onClose();
        },
        onError: (error) => {
          if (!(error instanceof ApiError && error.code === 'edit_conflict')) return failed(error);
          // Changed meanwhile: core merges the view with the item as it is now.
          setMerging(true);
          getEditable(kind, item.id, version)
            .then((now) => {
              const merged = mergeEdit(valuesOf(base.item), values, valuesOf(now.item as Item));
              const next = merged.values as { lang: Lang; translations: Texts };
              setBase({ version: now.version, item: now.item as Item, outdated: now.outdated });
              setLang(next.lang);
              setTexts(next.translations);
              // What the other person changed is in the view now: saved
              // once the translator has seen it and saves again.
              if (merged.clean && !again) send(next, now.version, true);
              else toast({ title: t('edit-not-saved'), description: serverMessage(error, t('admin-try-again')), variant: 'destructive' });
            })
            .catch(failed)
            .finally(() => setMerging(false));
        },
      },
    );
  const busy = save.isPending || merging;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ lang, translations: texts }, base.version, false);
  };

  return (
    <Dialog busy={busy} onClose={requestClose}>
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
              {outdated(code).length > 0 && <span className="ml-1 font-normal">{t('translations-tab-outdated')}</span>}
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
                {outdated(target, field).map((o) => (
                  <p key={o.field} className="break-words rounded-lg bg-amber-50 p-2 text-sm text-amber-900 ring-1 ring-amber-200 md:col-start-2">
                    {t('translations-field-outdated', { language: t('language-name', { lang }), was: o.was })}
                  </p>
                ))}
              </div>
            );
          })}
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={button({ intent: 'secondary' })} disabled={busy} onClick={requestClose}>
            {t('admin-cancel')}
          </button>
          <button type="submit" className={button()} disabled={busy}>
            {busy ? t('admin-saving') : t('translations-save')}
          </button>
        </div>
      </form>
      {prompt}
    </Dialog>
  );
}
