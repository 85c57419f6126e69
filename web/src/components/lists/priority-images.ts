import { eagerImages } from '@/lib/core';
import type { ImagePriority } from '@/components/items/item-picture';

/** The images of a list's first row (three cards on a laptop, the first
 * screens on a phone) load at once: the largest paint is one of them.
 * (Not Home's: its cards start below the hero.) Core's number, which the
 * server's written photos follow too. */
const PRIORITY_IMAGES = eagerImages();

/** The `n`th card's picture: the first at high priority (the largest
 * paint on a phone, and one of the first row's on a laptop), the rest of
 * the first row at once but at the browser's own priority, which raises
 * those on screen once the page is laid out. Three at high priority
 * shared a phone's connection with the page's styles. */
export function imagePriority(n: number): ImagePriority | undefined {
  return n === 0 ? 'high' : n < PRIORITY_IMAGES ? 'eager' : undefined;
}
