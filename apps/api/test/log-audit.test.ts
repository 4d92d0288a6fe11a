import { describe, expect, it } from 'vitest';
import { findLeaks } from './helpers/log-audit.ts';

// The audit that runs after every test file (helpers/log-audit-setup.ts) is only as good as this.
describe('the log audit', () => {
  const known = new Map([
    ['Correct-Horse-1a2b3c4d', 'password'],
    ['r3fr3sh-t0k3n-abcdefghijklmnop', 'token'],
    ['482913', 'code'],
    ['quote"and\\backslash', 'password'],
  ]);

  it.each([
    ['an argon2 hash', '{"msg":"x","hash":"$argon2id$v=19$m=19456,t=2,p=1$abc$def"}'],
    [
      'a JWT-shaped token',
      '{"auth":"eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w"}',
    ],
    ['an SSN-shaped value', '{"answer":"123-45-6789"}'],
    [
      'an email address in SQL parameters',
      '{"message":"Failed query: insert …\\nparams: dana@example.test,x"}',
    ],
    ['an email address in SQL parameters', '{"params":["x","dana@example.test"]}'],
    ['a value in a database error detail', '{"detail":"Key (email)=(dana@example.test) already exists."}'],
    ['a password used by the tests', '{"body":{"pw":"Correct-Horse-1a2b3c4d"}}'],
    ['a token used by the tests', '{"t":"r3fr3sh-t0k3n-abcdefghijklmnop"}'],
    ['a code used by the tests', '{"msg":"your code is 482913"}'],
    ['a password used by the tests', '{"pw":"quote\\"and\\\\backslash"}'],
  ])('finds %s', (kind, line) => {
    expect(findLeaks(line, known)).toEqual([expect.stringContaining(kind)]);
  });

  it('lets a stack through whose wasm offset reads like a code (PGlite in a logged error)', () => {
    const line = '{"stack":"at wasm://wasm/022a9842:wasm-function[3597]:0x482913\\n at x (y.js:1:2)"}';
    expect(findLeaks(line, known)).toEqual([]);
    expect(findLeaks('{"msg":"code 482913, sent"}', known)).toEqual([expect.stringContaining('code')]);
  });

  it('lets ordinary lines through: a timestamp holding the code, an email outside SQL, a UUID', () => {
    const line =
      '{"time":1795448291300482913,"email":"dana@example.test","id":"123e4567-e89b-12d3-a456-426614174000","responseTime":12.482913}';
    expect(findLeaks(line, known)).toEqual([]);
  });
});
