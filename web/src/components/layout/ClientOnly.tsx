import type { ReactNode } from 'react';
import { useHydrating } from '@/lib/hydration';

/** Renders `fallback` in the page the server renders (see
 * `src/server-render.tsx`) and while that page is hydrated, its children
 * afterwards: what they show depends on the device (its saved plan, its
 * service worker, its clock), which the server cannot know. */
export function ClientOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useHydrating() ? fallback : children;
}
