// Where the browser comes from. Playwright cannot download its own browser on our
// machines, so we use Debian's chromium unless CHROMIUM_PATH names another one.
// Set CHROMIUM_PATH="" (empty) to let Playwright use its own downloaded browser.
import { existsSync } from 'node:fs';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

export function chromiumExecutable() {
  if (process.env.CHROMIUM_PATH !== undefined) return process.env.CHROMIUM_PATH || undefined;
  return existsSync(DEFAULT_CHROMIUM) ? DEFAULT_CHROMIUM : undefined;
}

export function chromiumLaunchOptions() {
  return {
    executablePath: chromiumExecutable(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}
