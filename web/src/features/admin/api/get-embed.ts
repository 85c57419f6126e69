import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { EmbedSettings } from '../lib/core';

/** `GET /api/admin/embed`: the guide's address, the widget's element and
 * the sites that may frame the iframe (#38). Read when its tab is shown. */
export function useEmbedSettings(active: boolean) {
  return useQuery({
    queryKey: ['admin', 'embed'],
    queryFn: () => apiGet<EmbedSettings>('/api/admin/embed'),
    enabled: active,
    staleTime: Infinity,
  });
}
