import { useId, useRef, type ChangeEvent } from 'react';
import { Spinner } from '@/components/ui/Spinner';
import { useToast } from '@/components/ui/toast';
import { useMissingImages, type ImageKind } from '../api/get-missing-images';
import type { MissingImage } from '../lib/core';
import { useUploadImage } from '../api/upload-image';
import { imageAccept, validateImageUpload } from '../lib/core';
import { button } from '@/components/ui/button';

const ACCEPT = imageAccept();

const LISTS: { kind: ImageKind; title: string; empty: string }[] = [
  { kind: 'events', title: 'Events', empty: 'All events have working images!' },
  { kind: 'activities', title: 'Activities', empty: 'All activities have working images!' },
  { kind: 'restaurants', title: 'Restaurants', empty: 'All restaurants have working images!' },
];

/** One item: its name, the broken address if any, and its upload button. */
function MissingImageRow({ kind, item }: { kind: ImageKind; item: MissingImage }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadImage(kind);
  const toast = useToast();

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // The same file can be chosen again after a failure.
    e.target.value = '';
    if (!file) return;
    // Spec section 5: core checks the type and size; the spec asks for an alert.
    const problem = validateImageUpload(file.type, file.size);
    if (problem) {
      window.alert(problem);
      return;
    }
    upload.mutate(
      { id: item.id, file },
      {
        onSuccess: () => toast({ title: 'Image uploaded successfully!', description: `${item.name} has its picture now.` }),
        onError: () => toast({ title: 'Upload failed', description: 'Failed to upload image. Please try again.', variant: 'destructive' }),
      },
    );
  };

  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{item.name}</p>
        <p className="break-all text-xs text-slate-600">{item.image ? `Broken image: ${item.image}` : 'No image'}</p>
      </div>
      <input ref={input} type="file" accept={ACCEPT} className="hidden" tabIndex={-1} aria-label={`Image file for ${item.name}`} onChange={onFile} />
      <button
        type="button"
        onClick={() => input.current?.click()}
        disabled={upload.isPending}
        className={button({ intent: 'secondary', size: 'sm', className: 'shrink-0' })}
      >
        {upload.isPending ? (
          'Uploading...'
        ) : (
          <>
            Upload Image<span className="sr-only"> for {item.name}</span>
          </>
        )}
      </button>
    </li>
  );
}

function MissingImageList({ kind, title, empty }: { kind: ImageKind; title: string; empty: string }) {
  const id = useId();
  const items = useMissingImages(kind);
  return (
    <section aria-labelledby={id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-6">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
        {items.data && items.data.length > 0 ? ` (${items.data.length})` : ''}
      </h2>
      {items.isPending && <Spinner label={`Checking the ${kind}' images…`} visible className="mt-3" />}
      {items.isError && <p className="mt-3 text-sm text-red-700">This list could not be loaded.</p>}
      {items.data &&
        (items.data.length === 0 ? (
          <p className="mt-3 text-sm text-emerald-800">{empty}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200">
            {items.data.map((item) => (
              <MissingImageRow key={item.id} kind={kind} item={item} />
            ))}
          </ul>
        ))}
    </section>
  );
}

/** Image Management (spec sections 2, 4, 5 and 8): the items without a working image, each with an upload. */
export function ImageManagement() {
  return (
    <div className="grid gap-6">
      <p className="text-sm text-slate-700">Items whose picture is missing or does not load. Upload one for each from your computer.</p>
      {LISTS.map((list) => (
        <MissingImageList key={list.kind} {...list} />
      ))}
    </div>
  );
}
