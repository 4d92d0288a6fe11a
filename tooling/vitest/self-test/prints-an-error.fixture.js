// Run only by ../check.mjs: a test that passes its assertions but prints to console.error.
import { expect, it } from 'vitest';

it('prints to console.error', () => {
  console.error('a warning nobody would read');
  expect(1).toBe(1);
});
