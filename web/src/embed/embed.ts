// The partners' widget (`/embed.js`, issue #38): defines the guide's
// element (`<sarasota-events>`, named after the city: the server gives the
// name ahead of this module) and fills its shadow root with the list the
// guide writes for its attributes (`/embed/events/fragment`), styles
// included. Its attributes are the iframe's address, passed on as they
// are: the server reads them (core's `content::embed`) and refuses a wrong
// one with a message, shown in place. Never sends or sets a cookie.

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
    const query = new URLSearchParams();
    for (const name of this.getAttributeNames()) query.set(name, this.getAttribute(name) ?? '');
    let html: string;
    try {
      const answer = await fetch(`${guide}/embed/events/fragment?${query}`, { credentials: 'omit' });
      html = answer.ok ? await answer.text() : this.#said((await answer.json()).error);
    } catch {
      // Offline, or the guide unreachable: its events page, to try there.
      html = `<a href="${guide}/events">${guide}/events</a>`;
    }
    if (asked === this.#asked) this.#root.innerHTML = html;
  }

  /** The guide's refusal of an attribute, for the page's author. */
  #said(error: unknown): string {
    const p = document.createElement('p');
    p.setAttribute('role', 'alert');
    p.textContent = String(error);
    return p.outerHTML;
  }
}

if (!customElements.get(GUIDE_ELEMENT)) customElements.define(GUIDE_ELEMENT, GuideEvents);
