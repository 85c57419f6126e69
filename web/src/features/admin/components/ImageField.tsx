import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form';
import { ItemImg, useItemPicture } from '@/components/items/item-picture';
import { apiGet, serverMessage } from '@/lib/api-client';
import { useUploadPicture } from '../api/upload-picture';
import { imageAccept, type PictureDetails } from '../lib/core';
import { chosenImage } from '../lib/chosen-image';
import { useT, useWords } from '@/lib/i18n';

const ACCEPT = imageAccept();

const pictureQueryKey = (image: string) => ['admin', 'picture', image];

/** `GET /api/admin/picture?image=…`: what the pipeline wrote for a picture the guide serves. */
function usePictureDetails(image: string) {
  const ours = image.startsWith('/public-objects/');
  return useQuery({
    queryKey: pictureQueryKey(image),
    queryFn: () => apiGet<PictureDetails>(`/api/admin/picture?image=${encodeURIComponent(image)}`),
    // Any other address is not one of the guide's pictures: nothing to ask.
    enabled: ours,
    retry: false,
    staleTime: Infinity,
  });
}

/**
 * An item form's image address, with a button to upload a picture instead
 * (stored by the image pipeline; the form then holds its address, and the
 * item takes it when saved). Beside it, when it is a picture the guide
 * serves, what the pipeline wrote: the picture small over its placeholder,
 * its size, its widths and their bytes. A refused upload says the server's
 * reason under the field.
 */
export function ImageField({ value, onChange, error }: { value: string; onChange: (e: { target: { value: string } }) => void; error?: string }) {
  const t = useT();
  const words = useWords();
  const details = usePictureDetails(value.trim()).data;
  const shown = useItemPicture(details?.image, details?.picture, 'thumbnail');
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPicture();
  const queryClient = useQueryClient();
  const [said, setSaid] = useState<{ text: string; failed: boolean } | null>(null);
  const statusId = useId();

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = chosenImage(e, words);
    if (!chosen) return;
    if ('problem' in chosen) {
      setSaid({ text: chosen.problem, failed: true });
      return;
    }
    setSaid(null);
    upload.mutate(chosen.file, {
      onSuccess: (stored) => {
        queryClient.setQueryData(pictureQueryKey(stored.image), stored);
        onChange({ target: { value: stored.image } });
        setSaid({ text: t('picture-uploaded'), failed: false });
      },
      onError: (failure) => setSaid({ text: serverMessage(failure, t('images-upload-failed-text')), failed: true }),
    });
  };

  return (
    <div>
      <TextField label={t('field-image-url')} type="url" inputMode="url" value={value} onChange={onChange} error={error} />
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <input ref={input} type="file" accept={ACCEPT} className="hidden" tabIndex={-1} aria-label={t('picture-upload')} onChange={onFile} />
        <button
          type="button"
          className={button({ intent: 'secondary', size: 'sm' })}
          disabled={upload.isPending}
          aria-describedby={said ? statusId : undefined}
          onClick={() => input.current?.click()}
        >
          {upload.isPending ? t('picture-uploading') : t('picture-upload')}
        </button>
        <p id={statusId} role={said?.failed ? 'alert' : 'status'} className={`text-sm ${said?.failed ? 'text-red-700' : 'text-slate-700'}`}>
          {said?.text}
        </p>
      </div>
      {details && shown && (
        <div className="mt-2 flex items-center gap-3" data-testid="picture-details">
          <ItemImg shown={shown} className="size-16 shrink-0 rounded-lg object-cover" />
          <p className="text-xs text-slate-600">{details.summary}</p>
        </div>
      )}
    </div>
  );
}
