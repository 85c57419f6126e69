import type { AnchorHTMLAttributes } from 'react';

/** A link that opens in a new tab, safely. */
export function ExternalLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
    </a>
  );
}

/** The mark of a link that leaves the guide (the spec's Details): an
 * arrow out of a box, for the eye; the link's words say it to a screen
 * reader. */
export function OutboundIcon() {
  return (
    <svg aria-hidden="true" data-outbound="" viewBox="0 0 20 20" className="ml-1.5 inline size-3.5 shrink-0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M9 4H4v12h12v-5M12 3h5v5M17 3l-8 8" />
    </svg>
  );
}
