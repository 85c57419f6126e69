import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useRouter, useSearchParams } from 'wouter';
import { optionId, SUGGESTIONS_ID, type SuggestionList } from './suggestion-ids';
import { useT } from '@/lib/i18n';

// The suggestions (and the search they ask) load with the first letter
// typed, not with every page.
const SearchSuggestions = lazy(() => import('./SearchSuggestions').then((m) => ({ default: m.SearchSuggestions })));

/** Whether a key press belongs to a field being typed in. */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The guide's one search box, in the navigation; '/' focuses it from
 * anywhere. It is a combobox: as the visitor types, suggestions (core's
 * best few results) open below it; the arrows move through them, Enter
 * follows one or shows every result at `/search?q=…`. On the results page
 * itself, typing updates the results as you type (in the same history
 * entry). On a phone the header is one
 * row: a Search button opens the box below it (it is open on the results
 * page, and without JavaScript), so the page's content starts higher.
 */
export function SearchBox() {
  const t = useT();
  const [pathname, navigate] = useLocation();
  // The form works without the app too: in the page's language.
  const { base } = useRouter();
  const [params] = useSearchParams();
  const onSearchPage = pathname === '/search';
  // On the results page the address holds the query (a shared link fills
  // the box, leaving the results empties it); elsewhere, what is typed.
  const [draft, setDraft] = useState('');
  const text = onSearchPage ? (params.get('q') ?? '') : draft;
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<SuggestionList>(null);
  const [opened, setOpened] = useState(false);
  const [suggesting, setSuggesting] = useState(false);
  const [active, setActive] = useState(-1);
  const open = opened || onSearchPage;
  const expanded = suggesting && !onSearchPage && text.trim() !== '';
  // Opened by a press, the box shows at once and takes the keyboard.
  const openAndFocus = useCallback(() => {
    flushSync(() => setOpened(true));
    input.current?.focus();
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
      event.preventDefault();
      openAndFocus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [openAndFocus]);

  const go = (path: string) => {
    setSuggesting(false);
    setActive(-1);
    setDraft('');
    navigate(path);
  };

  const type = (next: string) => {
    setActive(-1);
    if (onSearchPage) {
      navigate(`/search?q=${encodeURIComponent(next)}`, { replace: true });
    } else {
      setDraft(next);
      setSuggesting(true);
    }
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const count = expanded ? (list.current?.count ?? 0) : 0;
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && !onSearchPage && text.trim()) {
      event.preventDefault();
      if (!expanded) return setSuggesting(true);
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Past the last option the first, before the first the last.
      setActive((current) => {
        const next = current + step;
        return next >= count ? 0 : next < 0 ? count - 1 : next;
      });
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setSuggesting(false);
      setActive(-1);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      const path = list.current?.pathAt(active);
      if (path) {
        event.preventDefault();
        go(path);
      }
    }
  };

  return (
    <>
      <button
        type="button"
        className="ml-auto inline-flex size-11 items-center justify-center rounded-md text-slate-700 noscript:hidden md:hidden"
        aria-expanded={open}
        aria-controls="site-search-row"
        aria-label={t('search-open')}
        onClick={() => (open ? setOpened(false) : openAndFocus())}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-4-4" />
        </svg>
      </button>
      <search
        id="site-search-row"
        className={`relative order-last mt-3 w-full noscript:block md:order-none md:mx-4 md:mt-0 md:block md:w-64 lg:w-80 ${open ? 'block' : 'hidden'}`}
      >
        <form
          method="get"
          action={`${base}/search`}
          onSubmit={(event) => {
            event.preventDefault();
            if (onSearchPage) navigate(`/search?q=${encodeURIComponent(text)}`, { replace: true });
            else if (text.trim()) go(`/search?q=${encodeURIComponent(text)}`);
          }}
        >
          <label htmlFor="site-search" className="sr-only">
            {t('search-label')}
          </label>
          <input
            ref={input}
            id="site-search"
            name="q"
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={expanded ? SUGGESTIONS_ID : undefined}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            value={text}
            onChange={(event) => type(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={() => setSuggesting(false)}
            placeholder={t('search-placeholder')}
            aria-keyshortcuts="/"
            autoComplete="off"
            className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 md:text-sm"
          />
        </form>
        {expanded && (
          <Suspense fallback={null}>
            <SearchSuggestions query={text} active={active} onChoose={go} list={list} />
          </Suspense>
        )}
      </search>
    </>
  );
}
