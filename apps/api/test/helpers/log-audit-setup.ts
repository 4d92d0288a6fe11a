import { afterAll } from 'vitest';
import { auditCapturedLogs } from './log-audit.ts';

// A vitest setup file (vitest.config.ts): runs after every test file, on every database it used.
afterAll(() => {
  const leaks = auditCapturedLogs();
  if (leaks.length > 0) {
    throw new Error(`The log captured in this file holds what it must not:\n${leaks.join('\n')}`);
  }
});
