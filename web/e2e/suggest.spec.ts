import { expect, test } from '@playwright/test';
import { fillSuggestion, toasts } from './support';

test('the suggestion form checks its fields with core and reaches the API', async ({ page }) => {
  await page.goto('/suggest');
  await expect(page.getByRole('heading', { level: 1, name: 'What Should We Add?' })).toBeVisible();
  const type = page.getByLabel('Type');
  await expect(type.locator('option')).toHaveText(['Select a type', 'Performance/Event', 'Activity/Attraction', 'Restaurant', 'Venue']);

  await page.getByRole('button', { name: 'Submit Suggestion' }).click();
  for (const message of ['Name is required', 'Type is required', 'Website is required', 'Your name is required', 'Your email is required']) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Name', { exact: true }).fill('Sarasota Jungle Gardens Night Walk');
  await type.selectOption({ label: 'Activity/Attraction' });
  // A website that names no site is the field's own error.
  await page.getByLabel('Website').fill('not a url');
  await page.getByLabel('Description').fill('Lantern-lit tours on Fridays.');
  await page.getByLabel('Your Name').fill('Sam Local');
  await page.getByLabel('Your Email').fill('sam@invalid');
  await page.getByRole('button', { name: 'Submit Suggestion' }).click();
  await expect(page.getByText('Please enter a website address, such as example.com')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByLabel('Website')).toBeFocused();
  await page.getByLabel('Website').fill('  jungle.example.org  ');
  await page.getByRole('button', { name: 'Submit Suggestion' }).click();
  await expect(page.getByLabel('Your Email')).toBeFocused();

  await page.getByLabel('Your Email').fill('sam@example.com');
  const request = page.waitForRequest('**/api/suggestions');
  const response = page.waitForResponse('**/api/suggestions');
  await page.getByRole('button', { name: 'Submit Suggestion' }).click();
  expect((await request).postDataJSON()).toEqual({
    name: 'Sarasota Jungle Gardens Night Walk',
    type: 'activity',
    website: '  jungle.example.org  ',
    description: 'Lantern-lit tours on Fridays.',
    submitterName: 'Sam Local',
    submitterEmail: 'sam@example.com',
    // The page's language, which the answer is written in.
    lang: 'en',
  });
  expect((await response).status()).toBe(201);
  await expect(toasts(page)).toContainText('Suggestion submitted!');
  await expect(toasts(page)).toContainText("Thank you for helping us improve. We'll review your suggestion soon.");
  // Success clears the form.
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(type).toHaveValue('');
});

test('a failed suggestion shows the error toast and keeps the form', async ({ page }) => {
  await page.route('**/api/suggestions', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Internal server error' }) }),
  );
  await page.goto('/suggest');
  await fillSuggestion(page);
  await page.getByRole('button', { name: 'Submit Suggestion' }).click();
  await expect(toasts(page)).toContainText('Error submitting suggestion');
  await expect(toasts(page)).toContainText('Please try again later.');
  await expect(toasts(page)).toHaveAttribute('data-variant', 'destructive');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Pier Fishing');
});

test('a field counts down as it nears its limit, before the form is sent', async ({ page }) => {
  await page.goto('/suggest');
  const description = page.getByLabel('Description');
  await description.fill('Lantern-lit tours.');
  await expect(page.getByText(/characters? left/)).toHaveCount(0);
  await description.fill('a'.repeat(4_990));
  await expect(description).toHaveAccessibleDescription('10 characters left');
  await description.fill('a'.repeat(5_002));
  await expect(description).toHaveAccessibleDescription('2 characters over the limit');
  await page.getByLabel('Name', { exact: true }).fill('n'.repeat(299));
  await expect(page.getByLabel('Name', { exact: true })).toHaveAccessibleDescription('1 character left');
});
