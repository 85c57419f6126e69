import { useMutation } from '@tanstack/react-query';
import { apiUpload } from '@/lib/api-client';
import type { PictureDetails } from '../lib/core';

/** `POST /api/admin/pictures`, multipart with the file in `image`: stored
 * for a form, which the item takes when the form is saved. */
export function uploadPicture(file: File) {
  const form = new FormData();
  form.append('image', file);
  return apiUpload<PictureDetails>('/api/admin/pictures', form);
}

export function useUploadPicture() {
  return useMutation({ mutationFn: uploadPicture });
}
