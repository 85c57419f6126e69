import { expect, test } from '@playwright/test';

// The API's reference page (#38): Swagger UI served by the guide itself
// (from npm at build, no CDN), rendering the guide's own description under
// the guide's Content-Security-Policy.

test('the reference page renders every part of the API from the guide’s own description @any-width', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('response', (response) => response.status() >= 400 && problems.push(`${response.status()} ${response.url()}`));
  const elsewhere: string[] = [];
  page.on('request', (request) => !request.url().startsWith(test.info().project.use.baseURL!) && !request.url().startsWith('data:') && elsewhere.push(request.url()));

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /^Sarasota Visitor Guide API/ })).toBeVisible();
  const sections = page.getByRole('heading', { level: 3 });
  await expect(sections.first()).toContainText('Events');
  for (const tag of ['Activities', 'Visitors', 'Reminders', 'Dashboard']) await expect(sections.filter({ hasText: new RegExp(`^${tag}`) })).toBeVisible();
  // An operation opens with its parameters and its answer's schema.
  await page.getByRole('button', { name: /^GET \/api\/events\/page/ }).click();
  await expect(page.getByText('The first event\'s place in the list')).toBeVisible();
  expect(problems).toEqual([]);
  expect(elsewhere).toEqual([]);
});
