import { useEffect, useRef, type MouseEvent } from 'react';
import { button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';

export type More = {
  /** How many the list shows, and how many match in all. */
  shown: number;
  total: number;
  /** The list's address with more shown: the link works without the app. */
  href: string;
  /** True while a longer list than is shown loads. */
  loading?: boolean;
  onMore: () => void;
  /** The link's words ('Show more events'). */
  label: string;
};

/** "Show more" under a list shown a screen at a time (after its grid, in
 * the same section): a link to the same list with more shown, which the
 * app follows in place. Focus then moves to the first new item's link,
 * once it is rendered, so that a keyboard or a screen reader goes on there. */
export function ShowMore({ more }: { more: More }) {
  const t = useT();
  const self = useRef<HTMLDivElement>(null);
  const watching = useRef<MutationObserver | null>(null);
  useEffect(() => () => watching.current?.disconnect(), []);
  if (more.shown >= more.total) return null;

  const focusFrom = (from: number) => {
    const section = self.current?.parentElement;
    if (!section) return;
    watching.current?.disconnect();
    const focus = () => {
      const item = section.querySelector('[data-list-grid]')?.children[from];
      if (!item) return false;
      (item.querySelector<HTMLElement>('a[href]:not([tabindex="-1"])') ?? (item as HTMLElement)).focus();
      return true;
    };
    // The cards are rendered in a transition, after the press.
    const observer = new MutationObserver(() => {
      if (focus()) observer.disconnect();
    });
    observer.observe(section, { childList: true, subtree: true });
    watching.current = observer;
    window.setTimeout(() => observer.disconnect(), 10_000);
  };
  const press = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    // A press while more are loading asks for more again: it is never lost.
    focusFrom(more.shown);
    more.onMore();
  };
  return (
    <div ref={self} className="mt-8 flex justify-center">
      <a href={more.href} onClick={press} className={button({ intent: 'secondary' })}>
        {more.loading ? t('loading') : more.label}
      </a>
    </div>
  );
}
