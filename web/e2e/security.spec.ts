import { expect, test } from '@playwright/test';

// The server's Content-Security-Policy is enforced by the real browser:
// every public screen renders its content (the WASM core included) and the
// browser reports no violation.

const ROUTES: [string, string][] = [
  ['/', 'Discover the Magic!'],
  ['/events', 'All Events'],
  ['/activities', 'Activities'],
  ['/restaurants', 'Dining'],
  ['/weather', 'Best Time to Visit'],
  ['/plan-visit', 'Plan Your Visit'],
  ['/suggest', 'What Should We Add?'],
];

for (const [path, heading] of ROUTES) {
  test(`${path} runs under the Content-Security-Policy without a violation`, async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto(path);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("'wasm-unsafe-eval'");
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    if (path === '/events') {
      // Dates come from the Rust core compiled to WebAssembly.
      await expect(page.locator('article').first()).toContainText(/(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}/);
    }
    const reported = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let count = 0;
          document.addEventListener('securitypolicyviolation', () => count++);
          setTimeout(() => resolve(count), 300);
        }),
    );
    expect(reported).toBe(0);
    expect(violations).toEqual([]);
  });
}

test('robots.txt keeps crawlers out of the API and the dashboard', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const text = await response.text();
  expect(text).toContain('Disallow: /api/');
  expect(text).toContain('Disallow: /admin');
});
