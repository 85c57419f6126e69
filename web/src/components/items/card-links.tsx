import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';

/** A card's picture, leading to the item's own page as its title does.
 * Out of the keyboard's order and hidden from screen readers: the title
 * is the same link, read once. */
export function CardPhotoLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} tabIndex={-1} aria-hidden="true" className="block" data-testid="card-photo-link">
      {children}
    </Link>
  );
}

/** The way to the guide's own page for an item: on a card without the
 * spec's Details (no ticket or website to leave for), so that every card
 * has a button, and in Area View's panel. (Beside Details it would not
 * fit a phone's card at 44 px a target: the picture and the title lead
 * there.) */
export function MoreInfo({ href, name, stretch = true }: { href: string; name: string; stretch?: boolean }) {
  const t = useT();
  return (
    <Link href={href} className={button({ intent: 'secondary', size: 'sm', className: stretch ? 'min-w-0 flex-1 !px-3' : undefined })}>
      {t('more-info')}
      <span className="sr-only"> {t('more-info-about', { name })}</span>
    </Link>
  );
}
