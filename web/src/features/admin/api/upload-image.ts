import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '@/lib/api-client';
import { useContentWritten } from '../hooks/use-content-written';
import type { ImageUploaded, MissingImage } from '../lib/core';
import { missingImagesQueryKey, type ImageKind } from './get-missing-images';

export type ImageUpload = { id: number; file: File };

/** `POST /api/admin/{kind}/{id}/upload-image`, multipart with the file in `image`. */
export function uploadImage(kind: ImageKind, { id, file }: ImageUpload) {
  const form = new FormData();
  form.append('image', file);
  return apiUpload<ImageUploaded>(`/api/admin/${kind}/${id}/upload-image`, form);
}

/** On completion the lists refresh (spec section 4), and so do the visitors' cards. */
export function useUploadImage(kind: ImageKind) {
  const written = useContentWritten();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: ImageUpload) => uploadImage(kind, upload),
    // The item has a working picture now (the server said so): it leaves
    // its list, and the tab's count goes down, at once. The list read
    // again below may take seconds (it checks remote pictures) and only
    // confirms it.
    onSuccess: (_, { id }) => {
      queryClient.setQueryData<MissingImage[]>(missingImagesQueryKey(kind), (list) => list?.filter((item) => item.id !== id));
    },
    // Not awaited: the row's own callbacks run before it leaves the list.
    onSettled: () => written(kind),
  });
}
