import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useUrlParams } from '@/lib/url-params';
import { ItemImg, useItemPicture } from './item-picture';
import type { Picture } from '@/lib/core';
import { ChoiceToggle } from '@/components/ui/choice-toggle';

/** One item of a list in compact mode: a thumbnail, the title linking to
 * the item's page, one line of what matters, and the favorites heart. */
export function CompactItem({ href, title, image, picture, meta, toggle }: { href: string; title: string; image: string | null; picture?: Picture | null; meta: ReactNode; toggle: ReactNode }) {
  const shown = useItemPicture(image, picture, 'thumbnail');
  return (
    <article className="flex min-w-0 items-center gap-3 rounded-xl bg-white p-2 pr-3 shadow-sm ring-1 ring-slate-200" data-layout="compact">
      {shown ? (
        <ItemImg shown={shown} className="size-16 shrink-0 rounded-lg object-cover" />
      ) : (
        <div aria-hidden="true" className="size-16 shrink-0 rounded-lg bg-slate-100" />
      )}
      <div className="min-w-0 flex-1">
        {/* A 44 px line: with the meta line it is as tall as the thumbnail. */}
        <h3 className="text-base font-semibold text-slate-900">
          <Link href={href} className="block min-h-11 truncate leading-11 hover:text-brand-700 hover:underline">
            {title}
          </Link>
        </h3>
        <p className="truncate text-sm text-slate-600">{meta}</p>
      </div>
      {toggle}
    </article>
  );
}

export type ListLayout = 'cards' | 'compact';

/** Cards (the spec's, with every detail) or compact rows, a screenful of
 * items at a glance on a phone. */
export function LayoutToggle({ value, onChange }: { value: ListLayout; onChange: (layout: ListLayout) => void }) {
  return <ChoiceToggle legend="Layout" name="layout" choices={LAYOUTS} value={value} onChange={onChange} />;
}

const LAYOUTS = [
  ['cards', 'Cards', ''],
  ['compact', 'Compact', 'compact'],
] as const;

/** The list's layout, kept in the address (`?layout=compact`). */
export function useListLayout(): [ListLayout, (layout: ListLayout) => void] {
  const { values, set } = useUrlParams(['layout']);
  const layout: ListLayout = values.layout === 'compact' ? 'compact' : 'cards';
  return [layout, (next) => set({ layout: next === 'compact' ? 'compact' : '' })];
}
