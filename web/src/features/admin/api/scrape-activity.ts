import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import type { Activity, ScrapeRequest } from '../lib/core';

/** `POST /api/admin/activities/scrape-url`: the activity's fields (id 0). */
export function scrapeActivity(url: string) {
  const request: ScrapeRequest = { url };
  return apiPost<Activity>('/api/admin/activities/scrape-url', request);
}

export function useScrapeActivity() {
  return useMutation({ mutationFn: scrapeActivity });
}
