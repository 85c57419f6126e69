import type { ReactNode } from 'react';

/** Hydration leaves an element with inner HTML as it finds it. */
const KEEP = { __html: '' };

/**
 * A part of a page sent painted that the server may write itself
 * (`server/src/web/written.rs`): the empty plan. The server rendering
 * writes `children` there, between markers named by `name`; the server
 * may put its own markup in their place. In the browser the part is
 * kept exactly as it arrived, untouched by hydration, for as long as it is
 * rendered: the caller then draws its own in its place, in one commit.
 */
export function Written({ name, className, children }: { name: string; className?: string; children: ReactNode }) {
  return import.meta.env.SSR ? (
    <div className={className} data-written={name}>
      {children}
      <template data-written-end="" />
    </div>
  ) : (
    <div className={className} data-written={name} dangerouslySetInnerHTML={KEEP} suppressHydrationWarning />
  );
}
