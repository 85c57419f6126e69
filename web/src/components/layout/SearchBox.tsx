import { useEffect, useRef } from 'react';
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
 * search itself runs on the device, on that page.
 */
export function SearchBox() {
  const [pathname, navigate] = useLocation();
  const [params] = useSearchParams();
  const onSearchPage = pathname === '/search';
  // The address holds the query: a shared link fills the box, leaving the
  // results empties it.
  const text = onSearchPage ? (params.get('q') ?? '') : '';
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
      event.preventDefault();
      input.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const show = (next: string) => {
    navigate(`/search?q=${encodeURIComponent(next)}`, { replace: onSearchPage });
  };

  return (
    <search className="order-last mt-3 w-full md:order-none md:mx-4 md:mt-0 md:w-64 lg:w-80">
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
  );
}
