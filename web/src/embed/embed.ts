// The partners' widget (`/embed.js`, issue #38): defines the guide's
// element (`<sarasota-events>`, named after the city: the server gives the
// name ahead of this module) and fills its shadow root with the list the
// guide writes for its attributes (`/embed/events/fragment`), styles
// included. Its attributes are the iframe's address, passed on as they
// are: the server reads them (core's `content::embed`) and refuses a wrong
// one, naming it; the widget then shows that attribute's default, and
// tells the page's author in the console. Never sends or sets a cookie.

declare const GUIDE_ELEMENT: string;

const guide = new URL(import.meta.url).origin;

class GuideEvents extends HTMLElement {
  #root = this.attachShadow({ mode: 'open' });
  #asked = 0;
  #due = false;

  constructor() {
    super();
    // Any attribute changed, once per change of several (the dashboard's
    // preview sets them one by one).
    new MutationObserver(() => this.#schedule()).observe(this, { attributes: true });
  }

  connectedCallback() {
    this.#schedule();
  }

  #schedule() {
    if (this.#due) return;
    this.#due = true;
    queueMicrotask(() => {
      this.#due = false;
      if (this.isConnected) void this.#load();
    });
  }

  async #load() {
    const asked = ++this.#asked;
    // The attributes the guide refused: left out, so that their defaults
    // show. The partner's visitors never read an error meant for the
    // page's author, who is told in the console.
    const refused = new Set<string>();
    let html: string | undefined;
    try {
      while (html === undefined) {
        const query = new URLSearchParams();
        for (const name of this.getAttributeNames()) if (!refused.has(name)) query.set(name, this.getAttribute(name) ?? '');
        const answer = await fetch(`${guide}/embed/events/fragment?${query}`, { credentials: 'omit' });
        if (answer.ok) {
          html = await answer.text();
          break;
        }
        const body = (await answer.json().catch(() => ({}))) as { error?: string; fields?: Record<string, string> };
        console.warn(`<${GUIDE_ELEMENT}>: ${body.error ?? answer.statusText}`);
        const named = Object.keys(body.fields ?? {}).filter((name) => query.has(name));
        if (named.length === 0) break;
        for (const name of named) refused.add(name);
      }
    } catch {
      // Offline, or the guide unreachable.
    }
    // Otherwise the guide's events page, to try there.
    html ??= `<a href="${guide}/events">${guide}/events</a>`;
    if (asked === this.#asked) this.#root.innerHTML = html;
  }
}

if (!customElements.get(GUIDE_ELEMENT)) customElements.define(GUIDE_ELEMENT, GuideEvents);
