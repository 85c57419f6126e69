import { useSearchParams } from 'wouter';

export type UrlParams<K extends string> = {
  /** Each key's value in the address; '' when absent. */
  values: Record<K, string>;
  /** Writes the given keys (a blank value removes its key) and keeps the
   * rest of the address. Each call is a history entry unless `replace`. */
  set: (changes: Partial<Record<K, string>>, options?: { replace?: boolean }) => void;
  /** Whether any key has a value. */
  active: boolean;
  /** Removes every key: one history entry. */
  clear: () => void;
};

/**
 * A list page's filters, kept in the address (`/restaurants?cuisine=…`):
 * a filtered list can be shared and bookmarked, and Back undoes a change.
 * The values are passed to core as written; core decides what matches.
 * Keys that are `filters` start the list at its first screen again.
 */
export function useUrlParams<K extends string>(keys: readonly K[], { filters = false }: { filters?: boolean } = {}): UrlParams<K> {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
  const set: UrlParams<K>['set'] = (changes, options) => {
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(changes) as [K, string | undefined][]) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      // Other filters start the list again at its first screen.
      if (filters) next.delete('shown');
      return next;
    }, options);
  };
  const clear = () => set(Object.fromEntries(keys.map((key) => [key, ''])) as Record<K, string>);
  return { values, set, active: keys.some((key) => values[key] !== ''), clear };
}
