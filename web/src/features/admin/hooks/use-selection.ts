import { useCallback, useState } from 'react';

/** The keys ticked in a list: `select` ticks or unticks several at once. */
export function useSelection<K>() {
  const [selection, setSelection] = useState<Set<K>>(() => new Set());
  const select = useCallback(
    (keys: K[], on: boolean) =>
      setSelection((current) => {
        const next = new Set(current);
        for (const key of keys) {
          if (on) next.add(key);
          else next.delete(key);
        }
        return next;
      }),
    [],
  );
  return { selection, select };
}
