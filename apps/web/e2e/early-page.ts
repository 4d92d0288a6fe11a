import type { Page } from '@playwright/test';

/**
 * Holds back the app's code (src/boot.tsx, or src/static-boot.tsx on a page that hydrates without
 * the router) until `release` is called: the page as it is before React.
 */
export async function holdAppCode(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(static-)?boot-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Console errors and uncaught exceptions: a failed hydration shows up as one of them. */
export function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}
