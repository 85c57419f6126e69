import { replaceEqualDeep } from '@tanstack/react-query';
import { memo, type FunctionComponent } from 'react';

// A list's cards are rendered again whenever the list is: when the device's
// copy starts loading, when the connection is known, when the same items
// arrive from the device instead of the server (new objects, same data).
// Just after hydration each of those is a synchronous render of every
// card, on the main thread a phone's visitor is waiting on.

/** `component`, rendered again only when its props change in value, not in
 * identity (TanStack Query's deep comparison of plain data). */
export function memoByValue<P extends object>(component: FunctionComponent<P>) {
  return memo(component, (before, after) => replaceEqualDeep(before, after) === before);
}
