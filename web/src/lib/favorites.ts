import { useSyncExternalStore } from 'react';
import { FavoritesState, favoritesStorageKey, type ItemType, type SavedItem, type SendItem } from '@/lib/core';

// The 'My Favorites' plan. The list and its rules (no duplicates, toggling,
// the stored format) live in core's FavoritesState; this module only keeps
// one instance for the page, writes it to localStorage after each change and
// tells React. It sits in lib/ because the site chrome (the floating button)
// and every card use it.

const STORAGE_KEY = favoritesStorageKey();

function readStorage(): string | undefined {
  try {
    return window.localStorage.getItem(STORAGE_KEY) ?? undefined;
  } catch {
    // Storage can be disabled (privacy settings): start with an empty plan.
    return undefined;
  }
}

function writeStorage(value: string) {
  try {
    window.localStorage.setItem(STORAGE_KEY, value);
  } catch {
    // Quota or disabled storage: the plan still works for this page view.
  }
}

let state: FavoritesState | null = null;
let items: SavedItem[] = [];
const listeners = new Set<() => void>();

/** Tells the server whether this device has a plan, nothing more (core's
 * cookie): My Favorites is then sent as a frame for the plan, or rendered
 * with the empty one. Written at start too, for plans saved before it. */
function writeCookie() {
  document.cookie = current().planCookie();
}

function current(): FavoritesState {
  if (!state) {
    state = FavoritesState.fromStorage(readStorage());
    items = state.items();
    writeCookie();
  }
  return state;
}

function changed() {
  items = current().items();
  for (const listener of listeners) listener();
}

function save() {
  writeStorage(current().toStorage());
  writeCookie();
  changed();
}

// Another tab changed the plan (or cleared storage): reload it from there.
function onStorage(event: StorageEvent) {
  if (event.key !== null && event.key !== STORAGE_KEY) return;
  const previous = state;
  state = FavoritesState.fromStorage(event.newValue ?? undefined);
  previous?.free();
  changed();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

function getItems(): SavedItem[] {
  current();
  return items;
}

export const favorites = {
  /** Adds the item if absent, removes it if saved; returns whether it is saved afterwards. */
  toggle(item: SavedItem): boolean {
    const saved = current().toggle(item);
    save();
    return saved;
  },
  /** Saves those of `shared` not saved yet (core's rule); returns how many. */
  addAll(shared: SavedItem[]): number {
    const added = current().addAll(shared);
    if (added > 0) save();
    return added;
  },
  /** Removes the item; returns how to put it back where it stood (Undo),
   * or null when it was not saved. */
  remove(kind: ItemType, id: number): (() => void) | null {
    const plan = current();
    const position = plan.position(kind, id);
    const item = plan.items().find((i) => i.type === kind && i.id === id);
    if (position === undefined || !item || !plan.remove(kind, id)) return null;
    save();
    return () => {
      if (current().restore(item, position)) save();
    };
  },
  clear() {
    current().clear();
    save();
  },
  /** The items as the send calls carry them. */
  sendItems(): SendItem[] {
    return current().sendItems();
  },
};

const NONE: SavedItem[] = [];

/** The saved items, in the order they were added. */
export function useFavoriteItems(): SavedItem[] {
  return useSyncExternalStore(subscribe, getItems, () => NONE);
}

/** Whether one item is saved; only cards whose answer changes re-render. */
export function useIsFavorite(kind: ItemType, id: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => current().contains(kind, id),
    () => false,
  );
}
