import { expect, test } from '@playwright/test';

test('Best Time to Visit: seasons, monthly guide, averages link and tips', async ({ page }) => {
  await page.goto('/weather');
  await expect(page.getByRole('heading', { level: 1, name: 'Best Time to Visit' })).toBeVisible();

  const seasons = page.locator('section[aria-labelledby="seasons"] > ul > li');
  await expect(seasons).toHaveCount(3);
  const expected = [
    ['Peak Season', 'Nov-Apr', 'Excellent', '60-80°F'],
    ['Summer', 'May-Oct', 'Good', '75-92°F'],
    ['Hurricane Season', 'Jun 1-Nov 30', 'Fair', '75-92°F'],
  ];
  for (const [i, texts] of expected.entries()) {
    for (const text of texts) await expect(seasons.nth(i)).toContainText(text);
    await expect(seasons.nth(i).getByRole('heading', { name: 'Pros' })).toBeVisible();
    await expect(seasons.nth(i).getByRole('heading', { name: 'Cons' })).toBeVisible();
  }

  await expect(page.locator('section[aria-labelledby="monthly"] dt')).toHaveText(['Dec-Feb', 'Mar-Apr', 'May-Jun', 'Jul-Sep', 'Oct-Nov']);
  const averages = page.getByRole('link', { name: /Sarasota weather averages/ });
  await expect(averages).toHaveAttribute('href', 'https://en.wikipedia.org/wiki/Sarasota,_Florida#Climate');
  await expect(averages).toHaveAttribute('target', '_blank');
  await expect(page.locator('section[aria-labelledby="tips"] li')).toHaveCount(3);
});
