import { EARLY_INPUT_SCRIPT } from '@northgate/site-config';

/**
 * Runs the page's inline early-input script, for tests, which have no prerendered HTML to carry it.
 * A page runs it from its HTML only: its Content-Security-Policy allows no other way.
 */
export function holdEarlyInput(): void {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script's one text, in a test
  const run = new Function(EARLY_INPUT_SCRIPT) as () => void;
  run();
}
