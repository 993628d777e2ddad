// The one accessibility check every screen's e2e test calls: axe with every rule on, colour contrast included.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * `within`: CSS selectors, for a check after a change to one part of a page already checked whole in another test
 * (axe flattens the whole document each time, but checks only those parts). Name every part the change reaches:
 * a notice drawn elsewhere (a toast, at the end of the body) too. A selector that matches nothing fails the check.
 */
export async function expectAccessible(page: Page, context = '', { within }: { within?: string | string[] } = {}): Promise<void> {
  // Screens load lazily: check the screen once it is drawn (every screen has its h1), not the moment before.
  await page.locator('h1').first().waitFor({ state: 'attached' });
  // Every rule of these tags runs (target-size among them) and every violation is reported; axe only skips listing
  // what passed. `options()` replaces what `withTags()` set, so it comes first.
  const builder = new AxeBuilder({ page });
  for (const part of typeof within === 'string' ? [within] : (within ?? [])) builder.include(part);
  const results = await builder
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
  }));
  expect(summary, `axe violations${context ? ` (${context})` : ''}`).toEqual([]);
}
