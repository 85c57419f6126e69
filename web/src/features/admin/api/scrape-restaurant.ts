import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import type { ScrapedRestaurant, ScrapeRequest } from '../lib/core';

/** `POST /api/admin/restaurants/scrape-url`. */
export function scrapeRestaurant(url: string) {
  const request: ScrapeRequest = { url };
  return apiPost<ScrapedRestaurant>('/api/admin/restaurants/scrape-url', request);
}

export function useScrapeRestaurant() {
  return useMutation({ mutationFn: scrapeRestaurant });
}
