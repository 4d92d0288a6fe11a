import { expect, test } from './fixtures.ts';

const STEP_URL = '/permanent-loan-application/typeOfMortgage';

test('a flow step with a saved draft loads without moving the page (CLS at most 0.02)', async ({ page }) => {
  // A phone's screen, where the footer is in view under the loading line.
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto(STEP_URL);
  const amount = page.getByRole('main').getByRole('textbox', { name: /Loan amount/ });
  await amount.fill('250000');
  await expect(page.locator('[data-save-state]')).toHaveText(/^Saved at/);

  // Every layout shift from the first byte of the next load, as Lighthouse and Chrome count them.
  await page.addInitScript(() => {
    const scope = window as unknown as { layoutShift: number };
    scope.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) scope.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.reload();
  await expect(amount).toHaveValue('250,000');
  await expect(page.getByRole('contentinfo')).toBeAttached();
  // Two frames later every shift of the load has been reported.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
  expect(shift).toBeLessThanOrEqual(0.02);
});
