// The partners' widget on a phone (#38): a partner's page on another
// origin (served here) loads /embed.js from the guide; how long after the
// page's load event the widget's first event title is painted. Lighthouse's
// mobile profile through the DevTools Protocol (phone.mjs), first visit.
// Usage: node bench/embed.mjs GUIDE_URL RUNS
// Prints, per layout, the median of RUNS: after the host's load, and from
// the start of the visit.
import { createServer } from 'node:http';
import { launch, median, phonePage } from './phone.mjs';

const [guide, runsArg = '3'] = process.argv.slice(2);
const runs = Number(runsArg);
const element = (await (await fetch(`${guide}/embed.js`)).text()).match(/^const GUIDE_ELEMENT = "([^"]+)"/)?.[1];
if (!element) throw new Error('/embed.js does not name its element');

const hostPage = (attributes) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Bayfront Hotel</title>
<script type="module" src="${guide}/embed.js"></script></head>
<body><h1>Bayfront Hotel</h1><p>Rooms on the bay, five minutes from downtown.</p>
<${element} ${attributes}></${element}></body></html>`;

const host = createServer((request, response) => {
  const attributes = new URL(request.url, 'http://host').searchParams.get('attributes') ?? '';
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(hostPage(attributes));
});
await new Promise((resolve) => host.listen(0, '127.0.0.1', resolve));
const hostUrl = `http://127.0.0.1:${host.address().port}/`;

// Marks the first frame in which the widget's first title has words and a size.
const watch = (name) => {
  const seen = () => {
    const title = document.querySelector(name)?.shadowRoot?.querySelector('h3 a');
    if (title && title.textContent.trim() && title.getBoundingClientRect().height > 0) {
      window.widgetPaintedAt = performance.now();
      return;
    }
    requestAnimationFrame(seen);
  };
  requestAnimationFrame(seen);
};

const browser = await launch();
try {
  for (const [name, attributes] of [
    ['list of 5', 'limit="5"'],
    ['cards of 5', 'limit="5" layout="cards"'],
  ]) {
    const afterLoad = [];
    const fromStart = [];
    for (let run = 0; run < runs; run++) {
      const { context, page } = await phonePage(browser);
      await page.addInitScript(watch, element);
      await page.goto(`${hostUrl}?attributes=${encodeURIComponent(attributes)}`, { waitUntil: 'load' });
      await page.waitForFunction(() => window.widgetPaintedAt !== undefined, null, { timeout: 60_000, polling: 50 });
      const [painted, loaded] = await page.evaluate(() => [window.widgetPaintedAt, performance.getEntriesByType('navigation')[0].loadEventEnd]);
      afterLoad.push((painted - loaded) / 1000);
      fromStart.push(painted / 1000);
      await context.close();
    }
    console.log(
      `${name.padEnd(12)} ${median(afterLoad).toFixed(2)} s after the host's load   ` +
        `(${median(fromStart).toFixed(2)} s from the start; runs: ${afterLoad.map((t) => t.toFixed(2)).join(', ')})`,
    );
  }
} finally {
  await browser.close();
  host.close();
}
