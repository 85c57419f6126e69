import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import type { AreaDetection, Restaurant } from '../lib/core';

/** A scraped restaurant: its fields plus the detected area (spec section 3). */
export type ScrapedRestaurant = Restaurant & AreaDetection;

/** `POST /api/admin/restaurants/scrape-url`. */
export function scrapeRestaurant(url: string) {
  return apiPost<ScrapedRestaurant>('/api/admin/restaurants/scrape-url', { url });
}

export function useScrapeRestaurant() {
  return useMutation({ mutationFn: scrapeRestaurant });
}
