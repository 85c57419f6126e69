import { expect, test } from '@playwright/test';
import { card, expectNoSeriousViolations } from './support';

// A repeating event (the demo's Saturday market, one event per Saturday)
// is one entry wherever events are listed, with how often, when and its
// next date; its page lists its coming dates. Which events make a series
// and its calendar entry are core's (core/src/content/series.rs,
// core/tests/calendar.rs); these check what a visitor sees of it.

const MARKET = 'Sarasota Farmers Market';
const LINE = /^Every Saturday · 7:00 AM · next: Sat [A-Z][a-z]{2} \d{1,2}$/;

test('a series is one card on the events list, Home and the widget', async ({ page }) => {
  await page.goto('/events');
  const market = card(page, MARKET);
  await expect(market).toHaveCount(1);
  await expect(market.getByText(LINE)).toBeVisible();

  // In Spanish, by the name the demo gives it there.
  await page.goto('/es/events');
  await expect(card(page, 'Mercado de agricultores de Sarasota').getByText(/^Cada sábado · 07:00 · próxima: sáb \d{1,2} [a-z]+$/)).toBeVisible();

  // Once at most in each of Home's parts, which are lists of their own:
  // Monday to Saturday the coming Saturday's market is in This weekend
  // and in Upcoming Events.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
  for (const part of ['Tonight', 'This weekend', 'Upcoming Events']) {
    const entries = page.getByRole('region', { name: part, exact: true }).getByRole('heading', { name: MARKET, exact: true });
    expect(await entries.count()).toBeLessThanOrEqual(1);
  }

  await page.goto('/embed/events?category=Other&limit=20');
  const entries = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: MARKET }) });
  await expect(entries).toHaveCount(1);
  await expect(entries.getByText(/Every Saturday · 7:00 AM · next: Sat/)).toBeVisible();
});

test("a series' page lists its coming dates, each a page of its own", async ({ page }) => {
  await page.goto('/events?category=Other');
  await card(page, MARKET).getByRole('link', { name: MARKET }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: MARKET })).toBeVisible();
  const dates = page.getByRole('region', { name: 'Coming dates' });
  await expect(dates.getByText(LINE)).toBeVisible();
  const links = dates.getByRole('link');
  // Every Saturday of the half year the demo lists.
  expect(await links.count()).toBeGreaterThan(20);
  await expect(links.first()).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousViolations(page);

  const second = links.nth(1);
  const day = (await second.textContent())!;
  await second.click();
  await expect(page.getByRole('link', { name: day })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: MARKET })).toBeVisible();
  await expect(page.getByRole('region', { name: 'More at this venue' })).toHaveCount(0);
});
