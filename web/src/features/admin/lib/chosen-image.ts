import type { ChangeEvent } from 'react';
import { validateImageUpload } from './core';
import type { Localization } from '@/lib/i18n';

/**
 * The picture chosen in a file input, once core's upload rule (JPEG or
 * PNG, at most 5 MB) takes it, or the rule's words. The input is cleared,
 * so that the same file can be chosen again after a failure.
 */
export function chosenImage(e: ChangeEvent<HTMLInputElement>, words: Localization): { file: File } | { problem: string } | null {
  const file = e.target.files?.[0];
  e.target.value = '';
  if (!file) return null;
  const problem = validateImageUpload(file.type, file.size, words);
  return problem ? { problem } : { file };
}
