// The page's one script. The server often sends a screen already painted
// (see src/prerender.tsx); the app then downloads once that paint is on
// screen, instead of sharing a phone's connection with the page's styles
// and first images. An empty page (the service worker's saved shell, an
// address with a query) loads it at once, and so does a page whose main
// part only the app can draw.
import './index.css';
import wasm from 'guide-core-wasm/guide_core_wasm_bg.wasm?url';

const root = document.getElementById('root');

// A tap on the painted page before the app owns it: a link works as a link,
// but a button, a checkbox, a choice in a menu or a form's submission waits
// for the app and is then handed to it, once React has taken over what was
// tapped. Without this the tap would do nothing, or submit the form
// natively.
const TAPPABLE = 'button, input[type="checkbox"], input[type="radio"]';
const held: (() => void)[] = [];
let appStarted = false;

/** Whether React has taken the element over (it keeps its fiber on it). */
const owned = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));

function holdUntilOwned(element: Element, replay: () => void) {
  held.push(() => {
    const started = performance.now();
    const attempt = () => {
      if (!element.isConnected) return;
      // A frame more: React marks what it hydrates before it commits.
      if (owned(element)) requestAnimationFrame(() => element.isConnected && replay());
      else if (performance.now() - started < 10_000) requestAnimationFrame(attempt);
    };
    attempt();
  });
}

function onEarlyClick(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target.closest(TAPPABLE) : null;
  if (!target || !root?.contains(target) || owned(target)) return;
  event.preventDefault();
  holdUntilOwned(target, () => (target as HTMLElement).click());
  if (appStarted) releaseHeld();
}

function onEarlySubmit(event: SubmitEvent) {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !root?.contains(form) || owned(form)) return;
  event.preventDefault();
  const submitter = event.submitter;
  holdUntilOwned(form, () => form.requestSubmit(submitter));
  if (appStarted) releaseHeld();
}

function onEarlyChange(event: Event) {
  const select = event.target;
  if (!(select instanceof HTMLSelectElement) || !root?.contains(select) || owned(select)) return;
  // Taking the menu over, React sets the choice it knows: the visitor's is
  // made again, and the app told of it.
  const chosen = select.value;
  holdUntilOwned(select, () => {
    select.value = chosen;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
  if (appStarted) releaseHeld();
}

function releaseHeld() {
  for (const replay of held.splice(0)) replay();
}

document.addEventListener('click', onEarlyClick, true);
document.addEventListener('submit', onEarlySubmit, true);
document.addEventListener('change', onEarlyChange, true);

function start() {
  // The visitors' core downloads beside the app's scripts, not once they
  // have run: every screen's cards need it.
  const core = Object.assign(document.createElement('link'), { rel: 'preload', as: 'fetch', type: 'application/wasm', crossOrigin: 'anonymous', href: wasm });
  document.head.append(core);
  void import('./main').then(() => {
    appStarted = true;
    releaseHeld();
  });
}

// Painted whole: nothing of it waits for the app (My Favorites' frame waits
// for the device's plan, which only the app can read: it starts at once).
const paintedWhole = root?.firstElementChild && !root.querySelector('[aria-busy="true"]');
// A hidden tab paints nothing: there is nothing to wait for.
if (paintedWhole && document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start));
else start();
