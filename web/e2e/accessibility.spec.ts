import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// Every route of the app so far: no serious or critical axe violation.
for (const path of ['/', '/events', '/activities', '/venues', '/restaurants', '/does-not-exist']) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    // Wait for the data so the check sees the cards, not the skeletons.
    await expect(page.locator('[data-testid="card-skeleton"]')).toHaveCount(0);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
