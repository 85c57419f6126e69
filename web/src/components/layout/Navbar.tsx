import { SearchBox } from './SearchBox';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ToastSlot } from '@/components/ui/toast';
import { Link, useLocation } from 'wouter';
import { useT } from '@/lib/i18n';
import { useSite } from '@/lib/site';
import { LanguageLinks, LanguageMenu } from './LanguageMenu';

// With the plan's core (WASM), after the first paint, as the floating one.
const HeaderFavorites = lazy(() => import('./FloatingFavorites').then((m) => ({ default: m.HeaderFavorites })));

const NAV_LINKS = [
  { to: '/', label: 'nav-home' },
  { to: '/events', label: 'nav-events' },
  // /venues shows the Activities page too, so it highlights the same link.
  { to: '/activities', label: 'nav-activities', also: '/venues' },
  { to: '/restaurants', label: 'nav-dining' },
  { to: '/weather', label: 'nav-weather' },
  { to: '/plan-visit', label: 'nav-favorites' },
] as const;

const linkClass = (isActive: boolean) =>
  `flex min-h-11 items-center rounded-md px-3 py-2 text-sm font-medium ${
    isActive ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-brand-50 hover:text-brand-700'
  }`;

function NavLink({ to, active, onClose, children }: { to: string; active: boolean; onClose: () => void; children: string }) {
  return (
    <Link to={to} className={linkClass(active)} aria-current={active ? 'page' : undefined} onClick={onClose}>
      {children}
    </Link>
  );
}

export function Navbar() {
  const [open, setOpen] = useState(false);
  const [pathname] = useLocation();
  const site = useSite();
  const t = useT();
  const close = () => setOpen(false);
  const toggle = useRef<HTMLButtonElement>(null);
  // Escape closes the open menu, as it does a dialog, and gives the focus
  // back to its button (unless the focus had left the menu meanwhile).
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      const focus = document.activeElement;
      if (!focus || focus === document.body || document.getElementById('main-menu')?.contains(focus)) toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    // The toasts' slot shares the navigation's grid cell: a toast takes the
    // header's band, growing it if it is taller, and covers nothing.
    <header className="sticky top-0 z-40 grid border-b border-slate-200 bg-white/95 backdrop-blur print:hidden">
      <nav aria-label={t('nav-main')} className="col-start-1 row-start-1 mx-auto flex w-full max-w-7xl flex-wrap items-center justify-between px-4 py-2.5">
        <Link to="/" onClick={close} className="inline-flex min-h-11 items-center font-display text-xl font-bold text-brand-700">
          {site ? t('site-name', { brand: site.brand }) : t('site-name-unbranded')}
        </Link>
        <SearchBox />
        <Suspense fallback={null}>
          <HeaderFavorites />
        </Suspense>
        <button
          ref={toggle}
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-md text-slate-700 md:hidden"
          aria-expanded={open}
          aria-controls="main-menu"
          aria-label={t(open ? 'menu-close' : 'menu-open')}
          onClick={() => setOpen((o) => !o)}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
            {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
        <ul id="main-menu" className={`${open ? 'flex' : 'hidden'} w-full flex-col gap-1 pt-3 md:flex md:w-auto md:flex-row md:pt-0`}>
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} active={pathname === link.to || ('also' in link && pathname === link.also)} onClose={close}>
                {t(link.label)}
              </NavLink>
            </li>
          ))}
          {/* On a phone the languages are in the menu, in a row. */}
          <li className="mt-1 border-t border-slate-200 pt-1 md:hidden">
            <nav aria-label={t('language-menu')}>
              <LanguageLinks className="flex flex-wrap gap-1" linkClassName={(current) => linkClass(current)} />
            </nav>
          </li>
        </ul>
        <LanguageMenu className="hidden md:block" />
      </nav>
      <ToastSlot className="col-start-1 row-start-1 self-start overflow-x-clip" />
    </header>
  );
}
