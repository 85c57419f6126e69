import { expect, test } from '@playwright/test';
import { appOwns, expectNoSeriousViolations } from './support';

// Collections: the guide's items for the day a visitor has, each a page of
// its own linked from Home, and offered by a search that names one. Which
// items belong is core's rule (core/src/content/collections.rs and the API
// test); these check what the visitor sees of it.

test("Home's ideas lead to a collection's page: its places, its calendar and the other ideas", async ({ page }) => {
  await page.goto('/');
  const ideas = page.getByRole('region', { name: 'Ideas for your day' });
  // Right now, then the six collections.
  await expect(ideas.getByRole('link')).toHaveCount(7);
  await expect(ideas.getByRole('link').first()).toHaveAttribute('href', '/right-now');
  await appOwns(page);
  await ideas.getByRole('link', { name: /^Dog-friendly/ }).click();
  await expect(page).toHaveURL('/collections/dog-friendly');
  await expect(page.getByRole('heading', { level: 1, name: 'Dog-friendly' })).toBeVisible();
  await expect(page).toHaveTitle('Dog-friendly · Sarasota Guide');
  // Staff said so of the trail and of Owen's; not of the aquarium.
  const activities = page.getByRole('region', { name: 'Activities' });
  await expect(activities.getByRole('heading', { name: 'The Legacy Trail' })).toBeVisible();
  await expect(activities.getByRole('heading', { name: 'Mote Aquarium' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Restaurants' }).getByRole('heading', { name: "Owen's Fish Camp" })).toBeVisible();
  // No event is dog-friendly by its facts: no empty heading, no feed.
  await expect(page.getByRole('heading', { name: 'Events', exact: true })).toHaveCount(0);
  const others = page.getByRole('region', { name: 'More ideas' });
  await expect(others.getByRole('link')).toHaveCount(6);
  await expectNoSeriousViolations(page);
  await others.getByRole('link', { name: /^Free this week/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Free this week' })).toBeVisible();
  // Free events have a calendar of their own.
  await expect(page.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', /^webcal:.*\/api\/events\.ics\?collection=free-this-week$/);
});

test("a search that names a collection offers it first, in the visitor's language", async ({ page }) => {
  for (const [address, name] of [
    ['/search?q=rainy%20day', 'Rainy day'],
    ['/search?q=dog', 'Dog-friendly'],
    ['/es/search?q=lluvia', 'Día de lluvia'],
  ]) {
    await page.goto(address);
    const offered = page.getByRole('region', { name: address.startsWith('/es') ? 'Ideas para tu día' : 'Ideas for your day' });
    await expect(offered.getByRole('link')).toHaveCount(1);
    await expect(offered.getByRole('link')).toContainText(name);
  }
  // 'Rainy day' finds the indoor places as well.
  await page.goto('/search?q=rainy%20day');
  await expect(page.getByRole('link', { name: 'Mote Aquarium' })).toBeVisible();
  await appOwns(page);
  await page.getByRole('link', { name: /^Rainy day/ }).click();
  await expect(page).toHaveURL('/collections/rainy-day');
  await expect(page.getByRole('region', { name: 'Activities' }).getByRole('heading', { name: 'Mote Aquarium' })).toBeVisible();
});
