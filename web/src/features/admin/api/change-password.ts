import { useMutation } from '@tanstack/react-query';
import { apiPut } from '@/lib/api-client';
import type { PasswordChange } from '../lib/core';

/** `PUT /api/admin/password`: 204; the account's other sessions end. 400
 * `{fields}` names a wrong current password or a refused new one. */
export function useChangePassword() {
  return useMutation({ mutationFn: (change: PasswordChange) => apiPut<void>('/api/admin/password', change) });
}
