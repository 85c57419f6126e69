import { useId, useRef, type ChangeEvent } from 'react';
import { Spinner } from '@/components/ui/Spinner';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useT, useWords } from '@/lib/i18n';
import { useMissingImages, useSmallImages, type ImageKind } from '../api/get-missing-images';
import type { Picture } from '@/lib/core';
import { ItemImg, useItemPicture } from '@/components/items/item-picture';
import { useUploadImage } from '../api/upload-image';
import { imageAccept } from '../lib/core';
import { chosenImage } from '../lib/chosen-image';
import { button } from '@/components/ui/button';

const ACCEPT = imageAccept();

const KINDS: ImageKind[] = ['events', 'activities', 'restaurants'];

type Row = { id: number; name: string; note: string; image?: string; picture?: Picture };

/** The picture an item has now, small, over its placeholder. */
function CurrentPicture({ image, picture }: { image: string; picture: Picture }) {
  const shown = useItemPicture(image, picture, 'thumbnail');
  return shown && <ItemImg shown={shown} className="size-16 shrink-0 rounded-lg object-cover" />;
}

/** One item: its name, why it is listed, and its upload button. */
function ImageRow({ kind, item }: { kind: ImageKind; item: Row }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadImage(kind);
  const toast = useToast();
  const t = useT();
  const words = useWords();

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    // Spec section 5: core checks the type and size; the spec asks for an alert.
    const chosen = chosenImage(e, words);
    if (!chosen) return;
    if ('problem' in chosen) {
      window.alert(chosen.problem);
      return;
    }
    upload.mutate(
      { id: item.id, file: chosen.file },
      {
        onSuccess: (done) => toast({ title: t('images-uploaded'), description: t('images-uploaded-text', { name: item.name, summary: done.summary }) }),
        // The spec's words, and the server's reason when it gave one ('Please select a valid image file').
        onError: (error) =>
          toast({
            title: t('images-upload-failed'),
            description: error instanceof ApiError && error.serverError ? t('images-upload-failed-because', { reason: error.serverError }) : t('images-upload-failed-text'),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <div className="flex min-w-0 items-center gap-3">
        {item.image && item.picture && <CurrentPicture image={item.image} picture={item.picture} />}
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{item.name}</p>
          <p className="break-all text-xs text-slate-600">{item.note}</p>
        </div>
      </div>
      <input ref={input} type="file" accept={ACCEPT} className="hidden" tabIndex={-1} aria-label={t('images-file-for', { name: item.name })} onChange={onFile} />
      <button
        type="button"
        onClick={() => input.current?.click()}
        disabled={upload.isPending}
        className={button({ intent: 'secondary', size: 'sm', className: 'shrink-0' })}
      >
        {upload.isPending ? (
          t('images-uploading')
        ) : (
          <>
            {t('images-upload')}
            <span className="sr-only"> {t('images-upload-for', { name: item.name })}</span>
          </>
        )}
      </button>
    </li>
  );
}

function MissingImageList({ kind }: { kind: ImageKind }) {
  const id = useId();
  const items = useMissingImages(kind);
  const t = useT();
  const title = t('manage-kind-name', { kind });
  return (
    <section aria-labelledby={id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-6">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {items.data && items.data.length > 0 ? t('images-list-count', { title, count: items.data.length }) : title}
      </h2>
      {items.isPending && <Spinner label={t('images-checking', { kind })} visible className="mt-3" />}
      {items.isError && <p className="mt-3 text-sm text-red-700">{t('manage-failed')}</p>}
      {items.data &&
        (items.data.length === 0 ? (
          <p className="mt-3 text-sm text-emerald-800">{t('images-all-working', { kind })}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200">
            {items.data.map((item) => (
              <ImageRow key={item.id} kind={kind} item={{ id: item.id, name: item.name, note: item.image ? t('images-broken', { image: item.image }) : t('images-none') }} />
            ))}
          </ul>
        ))}
    </section>
  );
}

/** The items whose picture works but is too narrow to be sharp on a phone; nothing when there are none. */
function SmallImages() {
  const id = useId();
  const lists = [useSmallImages('events'), useSmallImages('activities'), useSmallImages('restaurants')] as const;
  const t = useT();
  const rows = KINDS.flatMap((kind, n) => (lists[n].data ?? []).map((item) => ({ kind, item })));
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby={id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-6">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {t('images-small-title', { count: rows.length })}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('images-small-text')}</p>
      <ul className="mt-2 divide-y divide-slate-200">
        {rows.map(({ kind, item }) => (
          <ImageRow key={`${kind}-${item.id}`} kind={kind} item={item} />
        ))}
      </ul>
    </section>
  );
}

/** Image Management (spec sections 2, 4, 5 and 8): the items without a working image, each with an upload,
 * then those whose picture is too small to be sharp. */
export function ImageManagement() {
  const t = useT();
  return (
    <div className="grid gap-6">
      <p className="text-sm text-slate-700">{t('images-intro')}</p>
      {KINDS.map((kind) => (
        <MissingImageList key={kind} kind={kind} />
      ))}
      <SmallImages />
    </div>
  );
}
