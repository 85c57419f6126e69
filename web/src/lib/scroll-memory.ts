// Back and Forward come back to where the visitor was on a page (a long
// list after "Show more" above all); any other change of page starts at
// the top (spec section 2). The browser's own restoration runs before the
// app has rendered the page it comes back to, so the app does it: each
// history entry gets a key in its state, and the place of each key is
// noted at every scroll (kept for the tab's life in session storage).
//
// A place is the first card on screen and how far above the top it
// starts, not a number of pixels: off-screen cards are laid out at an
// estimated height until rendered (`content-visibility`), so the same pixel
// is another card on a page rendered afresh.

const STORAGE_KEY = 'guide:scroll';
const CARDS = 'main article';
type Entry = { scrollKey?: string };
type Place = { y: number; card: number; offset: number };

/** The entry Back or Forward last came to, and when. */
let traversal: { href: string; at: number } | null = null;
const positions = new Map<string, Place>();

/** The current history entry's key, given to it the first time it is asked. */
function entryKey(): string {
  const state = (window.history.state ?? {}) as Entry;
  if (state.scrollKey) return state.scrollKey;
  const key = Math.random().toString(36).slice(2);
  window.history.replaceState({ ...state, scrollKey: key }, '');
  return key;
}

if (typeof window !== 'undefined') {
  window.history.scrollRestoration = 'manual';
  try {
    for (const [key, place] of JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, Place][]) positions.set(key, place);
  } catch {
    // Storage refused or garbled: positions start afresh.
  }
  window.addEventListener('popstate', () => {
    traversal = { href: window.location.href, at: performance.now() };
  });
  // At each scroll, before any navigation that follows it (a binary
  // search: a few measures of the layout the scroll already made).
  window.addEventListener('scroll', () => positions.set(entryKey(), placeNow()), { passive: true });
  window.addEventListener('pagehide', () => {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-50)));
    } catch {
      // Storage refused (private mode): positions last as long as the page.
    }
  });
}

/** The first card whose bottom is below the top of the screen (cards are
 * in document order, so a binary search finds it), or none. */
function placeNow(): Place {
  const cards = document.querySelectorAll(CARDS);
  let low = 0;
  let high = cards.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (cards[middle].getBoundingClientRect().bottom <= 0) low = middle + 1;
    else high = middle;
  }
  const card = low < cards.length && window.scrollY > 0 ? low : -1;
  return { y: window.scrollY, card, offset: card < 0 ? 0 : cards[card].getBoundingClientRect().top };
}

let shown = false;

/** Called when a page is shown: to the top, or, after Back or Forward, to
 * where that entry was left, as far as the page reaches while its list
 * is still rendering (for at most five seconds, and not once the visitor
 * scrolls). The document's own first screen is left where it is: the
 * server rendered it, and the visitor may have scrolled it before the app
 * hydrated it. */
export function restoreScroll(): () => void {
  const first = !shown;
  shown = true;
  const back = traversal !== null && traversal.href === window.location.href && performance.now() - traversal.at < 1000;
  traversal = null;
  const wanted = back ? positions.get(entryKey()) : undefined;
  if (!wanted || wanted.y <= 0) {
    if (!first) window.scrollTo(0, 0);
    return () => {};
  }
  const until = performance.now() + 5000;
  let frame = 0;
  // The visitor's own scrolling wins.
  const stop = () => cancelAnimationFrame(frame);
  const inputs = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
  for (const input of inputs) window.addEventListener(input, stop, { once: true, passive: true });
  // Once the card is rendered: it, as far above the top as it was (the
  // browser's scroll anchoring then keeps it there while the cards above
  // take their real heights); a page without cards goes by pixels, as far
  // as it reaches while it is rendered.
  const attempt = () => {
    const card = wanted.card >= 0 ? document.querySelectorAll(CARDS)[wanted.card] : undefined;
    if (card) {
      window.scrollBy(0, card.getBoundingClientRect().top - wanted.offset);
      return;
    }
    const reach = document.documentElement.scrollHeight - window.innerHeight;
    if (wanted.card < 0) window.scrollTo(0, Math.min(wanted.y, reach));
    if ((wanted.card >= 0 || reach < wanted.y) && performance.now() < until) frame = requestAnimationFrame(attempt);
  };
  attempt();
  return () => {
    stop();
    for (const input of inputs) window.removeEventListener(input, stop);
  };
}
