import { expect, test, type Page } from '@playwright/test';
import { appOwns, renderedByBrowser, expectNoSeriousViolations } from './support';

// The guide's search: the header's combobox with its suggestions, the
// results page with each result's facts, facet words, and what a search
// that finds nothing offers. The rules are core's (core/tests/search.rs);
// these check what the visitor sees of them.

const box = (page: Page) => page.getByRole('combobox', { name: 'Search the guide' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Suggestions' });

test("'/' opens the search; suggestions follow the typing, and the arrows and Enter pick one", async ({ page }) => {
  await page.goto('/weather');
  await expect(page.locator('main h1')).toBeVisible();
  // A key is not held for the app like a press: the page must be its own.
  await appOwns(page);
  await page.keyboard.press('/');
  await expect(box(page)).toBeFocused();
  await page.keyboard.type('nutcraker');
  // Typing stays on the page: the suggestions open below the box.
  await expect(page).toHaveURL('/weather');
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
  const first = suggestions(page).getByRole('option').first();
  await expect(first).toContainText('The Nutcracker');
  // With its dates.
  await expect(first).toContainText(/[A-Z][a-z]{2} \d+/);
  await expect(suggestions(page).getByRole('option').last()).toHaveText('See all results for “nutcraker”');
  await expectNoSeriousViolations(page);
  await page.keyboard.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/events\/\d+-the-nutcracker$/);
  await page.goBack();
  await expect(page).toHaveURL('/weather');
});

test('Enter shows every result, grouped, ranked, with their facts; Escape closes the suggestions', async ({ page }) => {
  await page.goto('/weather');
  await appOwns(page);
  await box(page).fill('selby');
  await expect(suggestions(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(suggestions(page)).toBeHidden();
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/search?q=selby');
  const activities = page.getByRole('region', { name: 'Activities' });
  const gardens = activities.getByRole('link').first();
  await expect(gardens).toContainText('Marie Selby Botanical Gardens');
  // The card's facts: type, price, picture.
  await expect(gardens).toContainText('Gardens');
  await expect(gardens).toContainText('$');
  await expect(gardens.locator('img')).toHaveCount(1);
  const events = page.getByRole('region', { name: 'Events' });
  await expect(events.getByRole('link').first()).toContainText(/[A-Z][a-z]{2} \d+/);
  // On the results page, typing updates them in place.
  await box(page).fill('nutcraker');
  await expect(page).toHaveURL('/search?q=nutcraker');
  await expect(suggestions(page)).toBeHidden();
  await expect(events.getByRole('link').first()).toContainText('The Nutcracker');
  await events.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/events\/\d+-the-nutcracker$/);
  await page.goBack();
  await expect(page).toHaveURL('/search?q=nutcraker');
});

test("'free' finds the free beaches and nothing with a price; 'kids' what is for children", async ({ page }) => {
  await page.goto('/search?q=free');
  const activities = page.getByRole('region', { name: 'Activities' });
  for (const beach of ['Siesta Beach', 'Lido Beach']) {
    await expect(activities.getByRole('link', { name: new RegExp(beach) })).toBeVisible();
  }
  await expect(page.getByTestId('search-result').first()).toBeVisible();
  for (const result of await page.getByTestId('search-result').all()) {
    await expect(result).not.toContainText(/\$\d/);
  }
  // With a word, the facet filters the word's results.
  await page.goto('/search?q=free%20beach');
  await expect(page.getByRole('link', { name: /Siesta Beach/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Sandcastle/ })).toHaveCount(0);
  await page.goto('/search?q=kids');
  await expect(page.getByRole('link', { name: /Mote Aquarium/ })).toBeVisible();
});

test('a search that finds nothing offers the nearest words and the lists to browse', async ({ page }) => {
  await page.goto('/search?q=mutcracker');
  await expect(page.getByText('No results for “mutcracker”.')).toBeVisible();
  await page.getByRole('link', { name: 'nutcracker', exact: true }).click();
  await expect(page).toHaveURL('/search?q=nutcracker');
  await expect(page.getByRole('region', { name: 'Events' }).getByRole('link').first()).toContainText('The Nutcracker');
  await page.goto('/search?q=zzyzx');
  const browse = page.getByRole('region', { name: 'Browse the guide instead' });
  await expect(browse).toBeVisible();
  await expectNoSeriousViolations(page);
  await browse.getByRole('link', { name: 'Opera', exact: true }).click();
  await expect(page).toHaveURL('/events?category=Opera');
  // A day's name: the events on that day, or, when there are none in the
  // guide, what to browse: never a bare "No results".
  await page.goto('/search?q=thanksgiving');
  await expect(page.getByTestId('search-result').first().or(page.getByRole('region', { name: 'Browse the guide instead' }))).toBeVisible();
});

test('a search neither the server nor the device can answer says so, never searching for ever', async ({ page }) => {
  await renderedByBrowser(page);
  await page.route(/\/api\/(search|events|activities|restaurants)(\?|$)/, (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto('/search?q=jazz');
  await expect(page.getByText('Search is not available right now. Please try again in a moment.')).toBeVisible();
  await expect(page.getByText('Searching…')).toHaveCount(0);
});

test('a search link opens with its results, and a venue leads to its events', async ({ page }) => {
  await page.goto('/search?q=selby');
  await expect(box(page)).toHaveValue('selby');
  const activities = page.getByRole('region', { name: 'Activities' });
  await expect(activities.getByRole('link').first()).toContainText('Marie Selby Botanical Gardens');
  await page.goto('/search?q=van wezel');
  const venues = page.getByRole('region', { name: 'Venues' });
  await venues.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/events\?venue=Van/);
  await expect(page.locator('[data-testid="card-skeleton"]')).toHaveCount(0);
  const cards = page.locator('article');
  await expect(cards.first()).toBeVisible();
  for (const venue of await cards.locator('p').allTextContents()) expect(venue).not.toContain('Opera House');
});
