// The events page on a phone once the visitor starts filtering, then a
// search: the same profile as first-paint.mjs (150 ms round trip, 1.6 Mbps
// down, 750 kbps up, CPU 4× slower scaled to this machine), first visit,
// no service worker.
// Usage: node bench/interaction.mjs BASE_URL RUNS
// Prints the medians of RUNS visits of /events:
// - total blocking time: the main thread's long tasks (their time past
//   50 ms each) from the start until the page is quiet, the device's copy
//   of every event loaded into its worker;
// - for a letter typed in Keyword and a new Category chosen with the
//   keyboard: the interaction's time to its next paint (INP, from the
//   browser's Event Timing), and the time until the list shows the result;
// - for a letter typed in the navigation's search box: its INP and the
//   time until the suggestions change; for Enter: its INP and the time
//   until the search page counts its results.
import { launch, median, phonePage } from './phone.mjs';

const [base, runsArg = '3'] = process.argv.slice(2);
const runs = Number(runsArg);

// In the page: long tasks and interactions as the browser reports them.
const observe = () => {
  window.longTasks = [];
  window.interactions = [];
  new PerformanceObserver((list) => window.longTasks.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) window.interactions.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
};

/** Resolves, in the page, once what `selector` reads differs from
 * `before` (and holds `including`, when given). */
const readsDifferently = ([selector, before, including = '']) =>
  new Promise((resolve) => {
    const start = performance.now();
    setTimeout(() => resolve(Number.NaN), 30_000);
    const check = () => {
      const now = document.querySelector(selector)?.textContent ?? '';
      if (now !== before && now !== '' && now.includes(including)) resolve(performance.now() - start);
      else requestAnimationFrame(check);
    };
    check();
  });

const browser = await launch();
const results = { tbt: [], keywordInp: [], keywordShown: [], categoryInp: [], categoryShown: [], letterInp: [], letterShown: [], enterInp: [], enterShown: [] };
const RESULT_COUNT = '[data-testid="result-count"]';
const SUGGESTIONS = '[role="listbox"]';
const SEARCH_COUNT = 'main output';
try {
  for (let run = 0; run < runs; run++) {
    const { context, page } = await phonePage(browser);
    await page.addInitScript(observe);
    await page.goto(`${base}/events`, { waitUntil: 'commit' });
    // The device's copy of every event follows the first screen.
    await page.waitForLoadState('networkidle', { timeout: 180_000 });
    await page.waitForTimeout(2000);
    results.tbt.push(await page.evaluate(() => window.longTasks.reduce((total, d) => total + Math.max(0, d - 50), 0)));

    // The phone folds the filters behind 'Filters'.
    await page.getByRole('button', { name: /^Filters/ }).click();
    const interact = async (act, inp, shown, selector = RESULT_COUNT, including = '') => {
      const before = await page.evaluate((s) => document.querySelector(s)?.textContent ?? '', selector);
      const seen = await page.evaluate(() => window.interactions.length);
      const changed = page.evaluate(readsDifferently, [selector, before, including]);
      await act();
      results[shown].push(await changed);
      await page.waitForTimeout(500);
      // The interaction's slowest event (keydown, input, change…).
      results[inp].push(await page.evaluate((from) => Math.max(0, ...window.interactions.slice(from).map((i) => i.duration)), seen));
    };
    await page.getByLabel('Keyword').focus();
    await interact(() => page.keyboard.press('j'), 'keywordInp', 'keywordShown');
    await page.getByLabel('Keyword').fill('');
    await page.waitForTimeout(1000);
    await page.getByLabel('Category').focus();
    await interact(() => page.keyboard.press('ArrowDown'), 'categoryInp', 'categoryShown');

    // A search from the navigation's box (behind its button on a phone):
    // the suggestions for 'jaz' once a letter more is typed, then Enter.
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByLabel('Search the guide').fill('ja');
    await page.locator(SUGGESTIONS).waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1000);
    await interact(() => page.keyboard.press('z'), 'letterInp', 'letterShown', SUGGESTIONS);
    // (The page's count names the query; 'Searching…' does not.)
    await interact(() => page.keyboard.press('Enter'), 'enterInp', 'enterShown', SEARCH_COUNT, 'jaz');
    await context.close();
  }
  const ms = (values) => `${Math.round(median(values))} ms`.padStart(8) + `   (runs: ${values.map((v) => Math.round(v)).join(', ')})`;
  console.log(`/events total blocking time            ${ms(results.tbt)}`);
  console.log(`a letter in Keyword: next paint (INP)  ${ms(results.keywordInp)}`);
  console.log(`a letter in Keyword: list updated      ${ms(results.keywordShown)}`);
  console.log(`a Category by keyboard: next paint     ${ms(results.categoryInp)}`);
  console.log(`a Category by keyboard: list updated   ${ms(results.categoryShown)}`);
  console.log(`a letter in Search: next paint (INP)   ${ms(results.letterInp)}`);
  console.log(`a letter in Search: suggestions        ${ms(results.letterShown)}`);
  console.log(`Enter in Search: next paint (INP)      ${ms(results.enterInp)}`);
  console.log(`Enter in Search: results counted       ${ms(results.enterShown)}`);
} finally {
  await browser.close();
}
