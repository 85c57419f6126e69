// When the words a visitor came for are painted, on a phone: Lighthouse's
// mobile profile applied through the Chrome DevTools Protocol (150 ms
// round trip, 1.6 Mbps down, 750 kbps up, CPU 4× slower), first visit, no
// service worker. Usage: node bench/first-paint.mjs BASE_URL RUNS
// Prints one line per route: the median of RUNS first visits, in seconds.
import { launch, median, phonePage } from './phone.mjs';

const [base, runsArg = '3'] = process.argv.slice(2);
const runs = Number(runsArg);

// What each route's visitor came for: the first card's title on a list,
// the description on an item page, a season's rating on the weather guide
// (a collection is a list: its first card; Right now, its first card or
// the page saying nothing is on).
const first = async (path) => {
  const events = await (await fetch(`${base}/api/events/page`)).json();
  const event = events.events[0];
  const item = (await fetch(`${base}/events/${event.id}`, { redirect: 'manual' })).headers.get('location') ?? `/events/${event.id}`;
  // A series' page (#69): the weekly market's, with its coming dates.
  const market = (await (await fetch(`${base}/api/events`)).json()).find((e) => e.title === 'Sarasota Farmers Market') ?? event;
  const series = (await fetch(`${base}/events/${market.id}`, { redirect: 'manual' })).headers.get('location') ?? `/events/${market.id}`;
  return [
    ['/', 'main article h3'],
    ['/events', 'main article h3'],
    ['/activities', 'main article h3'],
    ['/restaurants', 'main article h3'],
    [new URL(item, base).pathname, 'main [data-testid="item-description"], main article p, main p'],
    [new URL(series, base).pathname, 'main [data-testid="item-description"], main article p, main p'],
    ['/search?q=jazz', 'main article h3, main li a'],
    ['/collections/free-this-week', 'main article h3'],
    // What is on and open now, or, when nothing is, the page saying so.
    ['/right-now', 'main article h3, main [data-testid="right-now-none"]'],
    ['/weather', 'main h3'],
  ].filter(([route]) => !path || route === path);
};

// Marks, in the page, the first frame in which the selector's element has
// words in it and a size on screen.
const watch = (selector) => {
  const seen = () => {
    const element = document.querySelector(selector);
    if (element && element.textContent.trim() && element.getBoundingClientRect().height > 0) {
      window.contentPaintedAt = performance.now();
      return;
    }
    requestAnimationFrame(seen);
  };
  requestAnimationFrame(seen);
};

const browser = await launch();
try {
  for (const [route, selector] of await first(process.env.BENCH_ROUTE)) {
    const times = [];
    let bytes = 0;
    for (let run = 0; run < runs; run++) {
      const { context, page, cdp } = await phonePage(browser);
      let transferred = 0;
      cdp.on('Network.loadingFinished', (event) => (transferred += event.encodedDataLength));
      await page.addInitScript(watch, selector);
      await page.goto(`${base}${route}`, { waitUntil: 'commit' });
      await page.waitForFunction(() => window.contentPaintedAt !== undefined, null, { timeout: 120_000, polling: 100 });
      times.push((await page.evaluate(() => window.contentPaintedAt)) / 1000);
      bytes = transferred;
      await context.close();
    }
    console.log(`${route.padEnd(34)} ${median(times).toFixed(2)} s   (runs: ${times.map((t) => t.toFixed(2)).join(', ')}; ${Math.round(bytes / 1024)} KB by then)`);
  }
} finally {
  await browser.close();
}
