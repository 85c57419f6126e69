import { useQuery } from '@tanstack/react-query';
import { TextField } from '@/components/ui/form';
import { ItemImg, useItemPicture } from '@/components/items/item-picture';
import { apiGet } from '@/lib/api-client';
import type { PictureDetails } from '../lib/core';
import { useT } from '@/lib/i18n';

/** `GET /api/admin/picture?image=…`: what the pipeline wrote for a picture the guide serves. */
function usePictureDetails(image: string) {
  const ours = image.startsWith('/public-objects/');
  return useQuery({
    queryKey: ['admin', 'picture', image],
    queryFn: () => apiGet<PictureDetails>(`/api/admin/picture?image=${encodeURIComponent(image)}`),
    // Any other address is not one of the guide's pictures: nothing to ask.
    enabled: ours,
    retry: false,
    staleTime: Infinity,
  });
}

/**
 * An item form's image address, and beside it, when it is a picture the
 * guide serves, what the image pipeline wrote: the picture small over its
 * placeholder, its size, its widths and their bytes.
 */
export function ImageField({ value, onChange, error }: { value: string; onChange: (e: { target: { value: string } }) => void; error?: string }) {
  const t = useT();
  const details = usePictureDetails(value.trim()).data;
  const shown = useItemPicture(details?.image, details?.picture, 'thumbnail');
  return (
    <div>
      <TextField label={t('field-image-url')} type="url" inputMode="url" value={value} onChange={onChange} error={error} />
      {details && shown && (
        <div className="mt-2 flex items-center gap-3" data-testid="picture-details">
          <ItemImg shown={shown} className="size-16 shrink-0 rounded-lg object-cover" />
          <p className="text-xs text-slate-600">{details.summary}</p>
        </div>
      )}
    </div>
  );
}
