import { Link, useLocation } from 'wouter';
import { useFavoriteItems } from '@/lib/favorites';
import { useT } from '@/lib/i18n';

/** How many items are saved, when a shortcut to the plan shows: only when
 * something is saved (spec section 2), and not on the plan itself. */
function useSaved(): number {
  const count = useFavoriteItems().length;
  const [path] = useLocation();
  return path === '/plan-visit' ? 0 : count;
}

function Heart() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.1 5.2 3 1.6-1.9 3.1-3 5.2-3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z" />
    </svg>
  );
}

/** Bottom-right shortcut to the plan (spec section 2), from a tablet's
 * width up. On a phone it is folded into the header's row
 * (`HeaderFavorites`), where it covers no card's buttons. */
export function FloatingFavorites() {
  const count = useSaved();
  const t = useT();
  if (count === 0) return null;
  return (
    <Link
      to="/plan-visit"
      data-testid="floating-favorites"
      className="fixed bottom-4 right-4 z-30 hidden items-center gap-2 rounded-full bg-coral-600 px-5 py-3 font-semibold text-white shadow-lg hover:bg-coral-700 md:inline-flex"
    >
      <Heart />
      {/* The name reads "My Favorites 3 saved": the visible text, then what the badge counts. */}
      {t('nav-favorites')}{' '}
      <span className="inline-flex min-w-6 justify-center rounded-full bg-white px-1.5 text-sm font-bold text-coral-700">{count}</span>
      <span className="sr-only"> {t('favorites-saved')}</span>
    </Link>
  );
}

/** The same shortcut on a phone: a heart with the count in the header. */
export function HeaderFavorites() {
  const count = useSaved();
  const t = useT();
  if (count === 0) return null;
  return (
    <Link
      to="/plan-visit"
      data-testid="header-favorites"
      className="relative inline-flex size-11 items-center justify-center rounded-md text-coral-600 hover:bg-slate-100 md:hidden"
    >
      <Heart />
      <span className="sr-only">{t('nav-favorites')} </span>
      <span className="absolute right-0 top-0.5 inline-flex min-w-5 justify-center rounded-full bg-coral-600 px-1 text-xs font-bold text-white">{count}</span>
      <span className="sr-only"> {t('favorites-saved')}</span>
    </Link>
  );
}
