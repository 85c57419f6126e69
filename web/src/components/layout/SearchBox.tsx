import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useSearchParams } from 'wouter';

/** Whether a key press belongs to a field being typed in. */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The guide's one search box, in the navigation; '/' focuses it from
 * anywhere. Typing shows the results at `/search?q=…` as you type (the
 * first letter adds a history entry, the next ones replace it); the
 * search itself runs on the device, on that page. On a phone the header
 * is one row: a Search button opens the box below it (it is open on the
 * results page, and without JavaScript), so the page's content starts
 * higher.
 */
export function SearchBox() {
  const [pathname, navigate] = useLocation();
  const [params] = useSearchParams();
  const onSearchPage = pathname === '/search';
  // The address holds the query: a shared link fills the box, leaving the
  // results empties it.
  const text = onSearchPage ? (params.get('q') ?? '') : '';
  const input = useRef<HTMLInputElement>(null);
  const [opened, setOpened] = useState(false);
  const open = opened || onSearchPage;
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

  const show = (next: string) => {
    navigate(`/search?q=${encodeURIComponent(next)}`, { replace: onSearchPage });
  };

  return (
    <>
      <button
        type="button"
        className="ml-auto inline-flex size-11 items-center justify-center rounded-md text-slate-700 noscript:hidden md:hidden"
        aria-expanded={open}
        aria-controls="site-search-row"
        aria-label="Search"
        onClick={() => (open ? setOpened(false) : openAndFocus())}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-4-4" />
        </svg>
      </button>
      <search
        id="site-search-row"
        className={`order-last mt-3 w-full noscript:block md:order-none md:mx-4 md:mt-0 md:block md:w-64 lg:w-80 ${open ? 'block' : 'hidden'}`}
      >
        <form
          method="get"
          action="/search"
          onSubmit={(event) => {
            event.preventDefault();
            show(text);
          }}
        >
          <label htmlFor="site-search" className="sr-only">
            Search the guide
          </label>
          <input
            ref={input}
            id="site-search"
            name="q"
            type="search"
            value={text}
            onChange={(event) => show(event.target.value)}
            placeholder="Search events, places, food…"
            aria-keyshortcuts="/"
            autoComplete="off"
            className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 md:text-sm"
          />
        </form>
      </search>
    </>
  );
}
