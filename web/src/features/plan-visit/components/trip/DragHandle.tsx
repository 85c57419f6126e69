import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { useT } from '@/lib/i18n';

/** What a stop is dragged by: a finger scrolls the page everywhere else. */
export function DragHandle({
  name,
  handle,
  attributes,
  listeners,
}: {
  name: string;
  handle: (element: HTMLElement | null) => void;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
}) {
  const t = useT();
  return (
    <button
      ref={handle}
      type="button"
      {...attributes}
      {...listeners}
      aria-label={t('trip-drag-label', { name })}
      data-testid="drag-handle"
      className="flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800 active:cursor-grabbing"
    >
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" fill="currentColor">
        <circle cx="7" cy="5" r="1.5" />
        <circle cx="13" cy="5" r="1.5" />
        <circle cx="7" cy="10" r="1.5" />
        <circle cx="13" cy="10" r="1.5" />
        <circle cx="7" cy="15" r="1.5" />
        <circle cx="13" cy="15" r="1.5" />
      </svg>
    </button>
  );
}
