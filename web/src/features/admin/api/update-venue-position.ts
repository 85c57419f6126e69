import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@/lib/api-client';
import type { VenuePosition } from '../lib/core';
import { adminVenuesQueryKey } from './get-admin-venues';

/** `PUT /api/admin/venues/{id}/position`: both halves, or neither to clear it. */
export function updateVenuePosition({ id, ...position }: VenuePosition & { id: number }) {
  return apiPut<VenuePosition>(`/api/admin/venues/${id}/position`, position);
}

/** Either way the venues are read again, so the field shows what is stored. */
export function useUpdateVenuePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVenuePosition,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminVenuesQueryKey }),
  });
}
