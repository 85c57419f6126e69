// The page's one script. The server sends a public screen rendered with its
// content (see src/server-render.tsx); the app then downloads once that
// paint is on screen, instead of sharing a phone's connection with the
// page's styles and first images. An empty page (the service worker's
// saved shell, a screen the server could not render) loads it at once, and
// so does a page whose main part only the app can render.
import wasm from 'guide-core-wasm/guide_core_wasm_bg.wasm?url';

const root = document.getElementById('root');

// What a visitor does on the server-rendered page before the app has it: a
// link works as a link (or waits behind earlier actions that wait), but a
// press on a button, a checkbox or a radio, a choice in a menu, words
// typed into a field and a form's submission wait for the app and are
// handed to it in the order they were made, once it has started hydrating
// with the code of every part on the page (see src/main.tsx): React then
// hydrates the part pressed at once and handles the press (React's
// selective hydration). Without this a press would do nothing, a form
// would be submitted natively, and typed words would be unknown to the
// app.
const TAPPABLE = 'button, input[type="checkbox"], input[type="radio"]';
type Held = { element: Element; replay: (target: Element) => void; value?: string };
const held: Held[] = [];
let appStarted = false;

/** Where a held action goes: the element itself, or, if React rendered the
 * part anew (a part that did not match the server's), its rendering of it:
 * the same kind of control with the same words. */
function current(element: Element): Element | undefined {
  if (element.isConnected) return element;
  const words = element.textContent?.trim();
  return Array.from(root?.querySelectorAll(element.tagName) ?? []).find(
    (other) => other.textContent?.trim() === words && other.getAttribute('type') === element.getAttribute('type'),
  );
}

function hold(element: Element, replay: (target: Element) => void) {
  held.push({ element, replay });
  if (appStarted) handOver();
}

/** Hands what is held to the app, in order, once it has started (an
 * element React renders anew a moment later is waited for). */
let handingOver = false;
function handOver() {
  if (handingOver) return;
  handingOver = true;
  const started = performance.now();
  const step = () => {
    while (held.length > 0) {
      const target = current(held[0].element);
      if (!target) break;
      held.shift()!.replay(target);
    }
    if (held.length > 0 && performance.now() - started < 10_000) requestAnimationFrame(step);
    else handingOver = false;
  };
  step();
}

const inRoot = (element: Element) => !appStarted && root?.contains(element);

function onEarlyClick(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target.closest(TAPPABLE) : null;
  // Only a click on a control is the press's own: a browser may send a
  // replaced press's click to what the two elements shared instead.
  if (target) clicked = true;
  if (!target) {
    holdLinkBehind(event);
    return;
  }
  if (!inRoot(target)) return;
  event.preventDefault();
  hold(target, (element) => (element as HTMLElement).click());
}

/** A link pressed while earlier actions wait for the app waits behind
 * them: its address is the server's, and would drop what they change (a
 * sort chosen, then 'Show more'). The app's link, once they are handed
 * over, carries them. A link pressed with nothing waiting, or to open
 * elsewhere, works as a link. */
function holdLinkBehind(event: MouseEvent) {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  const elsewhere = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
  if (!link || held.length === 0 || elsewhere || !inRoot(link) || link.getAttribute('target') === '_blank') return;
  event.preventDefault();
  hold(link, (element) => (element as HTMLElement).click());
}

// A press that began on a part the app then replaced ends with no click
// (the element pressed is gone): it is held as a click on its
// counterpart, unless a click came after all.
let pressed: Element | null = null;
let clicked = false;
function onEarlyPress(event: PointerEvent) {
  const target = event.target instanceof Element ? event.target.closest(TAPPABLE) : null;
  pressed = target && inRoot(target) ? target : null;
}
function onEarlyRelease() {
  const element = pressed;
  pressed = null;
  if (!element || element.isConnected) return;
  clicked = false;
  // The click, if the browser sends one, comes in the same task.
  setTimeout(() => {
    if (!clicked) hold(element, (target) => (target as HTMLElement).click());
  });
}

function onEarlySubmit(event: SubmitEvent) {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !inRoot(form)) return;
  event.preventDefault();
  const submitter = event.submitter;
  hold(form, (element) => (element as HTMLFormElement).requestSubmit(submitter?.isConnected ? submitter : null));
}

/** Sets a field's value as typing does, past React's own record of it. */
function type(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string, event: 'input' | 'change') {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(event, { bubbles: true }));
}

/** Runs `change` on a field, keeping the visitor's caret or selection in
 * it: setting a value moves the caret to its end, and what the visitor
 * types next would go there instead of over what they selected. */
function keepingSelection(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, change: () => void) {
  const selection =
    field instanceof HTMLSelectElement || field.selectionStart === null || field.selectionEnd === null
      ? null
      : { start: field.selectionStart, end: field.selectionEnd, direction: field.selectionDirection ?? undefined };
  change();
  if (selection && document.activeElement === field) {
    (field as HTMLInputElement).setSelectionRange(selection.start, selection.end, selection.direction);
  }
}

function onEarlyChange(event: Event) {
  const field = event.target;
  if (!(field instanceof HTMLSelectElement || field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  const kind = field instanceof HTMLSelectElement ? 'change' : 'input';
  if (event.type !== kind) return;
  // One entry per field, at its first change, with its latest value until
  // it is handed over (even once the app has started: it may be waiting
  // behind a press).
  const entry = held.find((h) => h.element === field && h.value !== undefined);
  if (entry) {
    entry.value = field.value;
    return;
  }
  if (!inRoot(field) || (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))) return;
  const record: Held = {
    element: field,
    value: field.value,
    // Taking a field over, React may set the value it knows: the
    // visitor's is set again, so that the app is told of it whatever
    // React kept.
    replay: (target) => {
      const own = target as typeof field;
      keepingSelection(own, () => {
        type(own, '', kind);
        type(own, record.value ?? '', kind);
      });
    },
  };
  held.push(record);
  if (appStarted) handOver();
}

// A choice in a menu sends `input` and then `change`. A discrete `input`
// makes React finish taking the page over at once, and taking a menu over
// sets it to the value React rendered: the `change` that follows would
// carry that value instead of the visitor's. The choice the `input` saw is
// set back before anything hears the `change`.
let chosen: { menu: HTMLSelectElement; value: string } | null = null;
function onChoice(event: Event) {
  const menu = event.target;
  if (!(menu instanceof HTMLSelectElement) || menu.multiple) return;
  if (event.type === 'input') chosen = { menu, value: menu.value };
  else if (chosen?.menu === menu) {
    if (menu.value !== chosen.value) menu.value = chosen.value;
    chosen = null;
  }
}

document.addEventListener('input', onChoice, true);
document.addEventListener('change', onChoice, true);
document.addEventListener('click', onEarlyClick, true);
document.addEventListener('pointerdown', onEarlyPress, true);
document.addEventListener('pointerup', onEarlyRelease, true);
document.addEventListener('submit', onEarlySubmit, true);
document.addEventListener('change', onEarlyChange, true);
document.addEventListener('input', onEarlyChange, true);

function start() {
  // The visitors' core downloads beside the app's scripts, not once they
  // have run: every screen's cards need it.
  const core = Object.assign(document.createElement('link'), { rel: 'preload', as: 'fetch', type: 'application/wasm', crossOrigin: 'anonymous', href: wasm });
  document.head.append(core);
  void import('./main')
    .then((main) => main.started)
    .then(() => {
      appStarted = true;
      handOver();
    });
}

// Complete: nothing of it waits for the app (My Favorites' frame waits
// for the device's plan, which only the app can read: it starts at once).
const renderedComplete = root?.firstElementChild && !root.querySelector('[aria-busy="true"]');
// A hidden tab paints nothing: there is nothing to wait for.
if (renderedComplete && document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start));
else start();
