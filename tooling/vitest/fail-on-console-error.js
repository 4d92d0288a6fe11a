// A test that makes React, a library or our code print to console.error fails: those lines are
// warnings nobody reads in a green run (an act() warning, a failed prop type, a swallowed error).
// A test that expects one says so with `vi.spyOn(console, 'error').mockImplementation(...)`,
// which takes the call before it reaches this wrapper. Unhandled rejections already fail a run.
import { afterEach, beforeEach } from 'vitest';

const original = console.error;
let seen = [];

console.error = (...args) => {
  seen.push(args);
  original.apply(console, args);
};

beforeEach(() => {
  seen = [];
});

afterEach(() => {
  if (seen.length === 0) return;
  const lines = seen.map((args) => args.map((a) => (a instanceof Error ? a.message : String(a))).join(' '));
  seen = [];
  throw new Error(
    `console.error was called during this test:\n${lines.map((l) => `  ${l.slice(0, 500)}`).join('\n')}`,
  );
});
