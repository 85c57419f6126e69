import { useEffect } from 'react';
import { useSearch } from 'wouter';

// The address of each list as last seen in this tab, filters included, so
// that an item page leads back to the list the visitor came from.
const storageKey = (list: string) => `guide:list:${list}`;

/** Remembers the list's current address (its path and query). */
export function useRememberList(list: string) {
  const search = useSearch();
  useEffect(() => {
    try {
      sessionStorage.setItem(storageKey(list), search ? `${list}?${search}` : list);
    } catch {
      // Storage refused (private mode): the way back is the bare list.
    }
  }, [list, search]);
}

/** The way back to `list`: with the filters it last had in this tab. */
export function listReturnUrl(list: string): string {
  try {
    return sessionStorage.getItem(storageKey(list)) ?? list;
  } catch {
    return list;
  }
}
