import { describe, expect, it } from 'vitest';
import { lookupZip, normalizeAddress, parseAddress } from './address.ts';

describe('address parsing', () => {
  it('finds the ZIP (and ZIP+4) and the state typed before it', () => {
    expect(parseAddress(' 120 Main St,  Austin, TX 78701 ')).toEqual({
      raw: '120 Main St, Austin, TX 78701',
      street: '120 Main St',
      zip: '78701',
      typedState: 'TX',
    });
    expect(parseAddress('9 Elm Rd Springfield IL 62701-1234').zip).toBe('62701');
    expect(parseAddress('9 Elm Rd').zip).toBeNull();
  });
});

describe('ZIP lookup (offline data)', () => {
  it('gives city, state and county', async () => {
    expect(await lookupZip('78701')).toEqual({
      zip: '78701',
      city: 'Austin',
      state: 'Texas',
      stateCode: 'TX',
      county: 'Travis',
    });
    expect(await lookupZip('00000')).toBeNull();
  });

  it('normalises and flags a state that does not match the ZIP', async () => {
    const ok = await normalizeAddress('120 main st, austin tx 78701');
    expect(ok.display).toBe('120 main st, Austin, TX 78701');
    expect(ok.place?.county).toBe('Travis');
    expect(ok.warning).toBeNull();
    const wrong = await normalizeAddress('120 Main St, Austin, CA 78701');
    expect(wrong.warning).toMatch(/Texas, not CA/);
    const unknown = await normalizeAddress('1 Nowhere Ln 00000');
    expect(unknown.place).toBeNull();
    expect(unknown.warning).toMatch(/not found/);
    const noZip = await normalizeAddress('1 Main St');
    expect(noZip).toMatchObject({ place: null, warning: null, display: '1 Main St' });
  });
});
