import { eagerImages } from '@/lib/core';

/** The images of a list's first row (three cards on a laptop, the first
 * screens on a phone) load at once and first: the largest paint is one of
 * them. (Not Home's: its cards start below the hero.)
 * Core's number, which the server's written photos follow too. */
export const PRIORITY_IMAGES = eagerImages();
