import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import type { Activity } from '../lib/core';

/** `POST /api/admin/activities/scrape-url`: the activity's fields (id 0). */
export function scrapeActivity(url: string) {
  return apiPost<Activity>('/api/admin/activities/scrape-url', { url });
}

export function useScrapeActivity() {
  return useMutation({ mutationFn: scrapeActivity });
}
