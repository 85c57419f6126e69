import { useSyncExternalStore } from 'react';

// The server sends public screens rendered with their data (server rendering,
// src/server-render.tsx) but without anything of the device's: its saved
// plan, its service worker, its clock. While React hydrates such a page it
// must render the same, then what the device knows.

const noChange = () => () => {};

/** True while the server renders a page or React hydrates it (for each part,
 * until that part is hydrated); false once it is, and on any page
 * React rendered itself. */
export function useHydrating(): boolean {
  return !useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
