import { FIXTURE_SERVER } from '../playwright.config';
import { expect, openDashboard, test } from './admin-support';

// The dashboard's Embed page (#38): staff choose what a partner's page
// shows, get both snippets, and see the widget itself as they choose.

test('staff build a partner’s snippet and see it live @any-width', async ({ page, baseURL }) => {
  await openDashboard(page, 'Embed');
  const panel = page.getByRole('tabpanel', { name: 'Embed' });
  const widget = panel.locator('sarasota-events');
  await expect(widget.getByRole('heading', { level: 2, name: 'What’s on in Sarasota' })).toBeVisible();
  await expect(widget.getByRole('listitem')).toHaveCount(5);
  const code = (heading: string) => panel.locator(`pre[aria-labelledby="${heading}"]`);
  await expect(code('embed-widget')).toHaveText(`<script type="module" src="${baseURL}/embed.js"></script>\n<sarasota-events></sarasota-events>`);

  await panel.getByLabel('Category').selectOption('Broadway');
  await panel.getByLabel('Layout').selectOption({ label: 'Cards with pictures' });
  await panel.getByLabel('Events shown').fill('2');
  await expect(code('embed-widget')).toHaveText(
    `<script type="module" src="${baseURL}/embed.js"></script>\n<sarasota-events category="Broadway" limit="2" layout="cards"></sarasota-events>`,
  );
  await expect(code('embed-iframe')).toContainText(`<iframe src="${baseURL}/embed/events?category=Broadway&amp;limit=2&amp;layout=cards" title="What’s on in Sarasota"`);
  await expect(panel.getByText(`The frame shows only on: ${FIXTURE_SERVER}.`)).toBeVisible();
  // The preview is the widget with the same attributes.
  await expect(widget).toHaveAttribute('category', 'Broadway');
  await expect(widget.getByRole('listitem')).toHaveCount(2);
  await expect(widget.locator('img').first()).toBeVisible();
});
