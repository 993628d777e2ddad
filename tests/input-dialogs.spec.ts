// A dialog that opens while a one-switch scan runs on the page behind it (the dynamic mode's first-visit help, on a
// slowed CPU): the scan starts again on the dialog, with all its passes, so the switch closes it — it used to rest
// at the next step after a few highlights on the page, and a press then only woke it.
import { expect, test } from './helpers/test';
import { putRows } from './helpers/idb';
import { switchPress } from './helpers/input';

test('a help dialog that opens mid-scan is scanned from its start, and one switch press closes it', async ({ page, context }) => {
  test.setTimeout(90_000);
  const cdp = await context.newCDPSession(page);
  await page.goto('/');
  await page.locator('main h1').first().waitFor();
  await putRows(page, 'settings', [{ key: 'input-profile', value: { preset: 'oneSwitchAuto', scan: { intervalMs: 600 } } }]);
  // Every first-visit notice seen except the dynamic mode's help.
  await putRows(page, 'flags', ['home', 'inclusive', 'constructor', 'guided'].map((mode) => ({ key: `first-time:${mode}`, at: Date.now() })).concat({ key: 'social-prompt-dismissed', at: Date.now() }));
  await page.reload();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // The scan has run through more highlights on the home screen than a one-button dialog's three passes…
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let seen = 0;
        new MutationObserver((records) => {
          seen += records.filter((r) => (r.target as Element).hasAttribute('data-scan-highlight')).length;
          if (seen >= 4) resolve();
        }).observe(document.body, { attributes: true, attributeFilter: ['data-scan-highlight'], subtree: true });
      }),
  );
  // …when the user's way leads to the dynamic mode (as a link pressed by the scan would).
  await page.evaluate(() => {
    history.pushState(null, '', '/dinamico');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  const dialog = page.getByRole('dialog', { name: 'Como usar o modo dinâmico' });
  const understood = dialog.getByRole('button', { name: 'Entendi' });
  await expect(understood).toHaveAttribute('data-scan-highlight', 'item', { timeout: 30_000 });
  // The dialog keeps its highlight through a second pass (the old scan had rested by then).
  const highlightedAgain = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const button = document.querySelector('[role="dialog"] button[data-scan-highlight]')!;
        new MutationObserver(() => button.hasAttribute('data-scan-highlight') && resolve(true)).observe(button, { attributes: true, attributeFilter: ['data-scan-highlight'] });
        setTimeout(() => resolve(false), 10_000);
      }),
  );
  expect(highlightedAgain).toBe(true);
  await switchPress(page);
  await expect(dialog).toBeHidden();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});
