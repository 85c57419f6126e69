import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { Lang } from '@/lib/core';
import { useLang, useT } from '@/lib/i18n';
import { LANGUAGES, rememberLanguage } from '@/lib/languages';

/** The page the visitor is on, in each language: each is another page,
 * rendered by the server in its words, so a plain link (not the app's
 * router, which lives in one language). */
export function useLanguageAddresses(): { lang: Lang; name: string; href: string }[] {
  const [path] = useLocation();
  const search = useSearch();
  // One array per address: effects can depend on it.
  return useMemo(() => LANGUAGES.map(([lang, base, name]) => ({ lang, name, href: `${base}${path}${search ? `?${search}` : ''}` })), [path, search]);
}

/** Each language named in itself, the page's marked as current. */
export function LanguageLinks({ className, linkClassName }: { className?: string; linkClassName: (current: boolean) => string }) {
  const current = useLang();
  return (
    <ul className={className}>
      {useLanguageAddresses().map(({ lang, name, href }) => (
        <li key={lang}>
          <a
            href={href}
            lang={lang}
            hrefLang={lang}
            aria-current={lang === current ? 'true' : undefined}
            className={linkClassName(lang === current)}
            onClick={() => rememberLanguage(lang)}
          >
            {name}
          </a>
        </li>
      ))}
    </ul>
  );
}

const ITEM = (current: boolean) =>
  `flex min-h-11 items-center rounded-md px-3 text-sm ${current ? 'font-semibold text-brand-700' : 'text-slate-700 hover:bg-brand-50 hover:text-brand-700'}`;

/** The header's language menu: a button with the page's language, which
 * opens the list. Escape, or a press elsewhere, closes it. */
export function LanguageMenu({ className = '' }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const lang = useLang();
  const t = useT();
  const id = useId();
  const self = useRef<HTMLDivElement>(null);
  const name = LANGUAGES.find(([code]) => code === lang)?.[2] ?? lang;

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!self.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      self.current?.querySelector('button')?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  return (
    <div ref={self} className={`relative ${className}`}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-700"
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
        </svg>
        {/* The code keeps the header narrow; a screen reader hears the name. */}
        <span aria-hidden="true">{lang.toUpperCase()}</span>
        <span className="sr-only">
          {t('language-menu')}: <span lang={lang}>{name}</span>
        </span>
      </button>
      <div id={id} hidden={!open} className="absolute right-0 z-50 mt-1 min-w-40 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
        <LanguageLinks linkClassName={ITEM} />
      </div>
    </div>
  );
}
