import { describe, expect, it } from 'vitest';
import { normalizeAddress, parseAddress, type ZipLookup } from './address.ts';

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

/** The API's answers for the ZIPs used here (apps/api/src/modules/zip-codes/zip-codes.test.ts checks the real ones). */
const AUSTIN = { zip: '78701', city: 'Austin', state: 'Texas', stateCode: 'TX', county: 'Travis' };
const lookup: ZipLookup = async (zip) => (zip === '78701' ? AUSTIN : null);
const offline: ZipLookup = async () => {
  throw new TypeError('Failed to fetch');
};

describe('address normalisation with the ZIP look-up', () => {
  it('normalises and flags a state that does not match the ZIP', async () => {
    const ok = await normalizeAddress('120 main st, austin tx 78701', lookup);
    expect(ok.display).toBe('120 main st, Austin, TX 78701');
    expect(ok.place?.county).toBe('Travis');
    expect(ok).toMatchObject({ zipStatus: 'found', warning: null });
    const wrong = await normalizeAddress('120 Main St, Austin, CA 78701', lookup);
    expect(wrong.warning).toMatch(/Texas, not CA/);
    const unknown = await normalizeAddress('1 Nowhere Ln 00000', lookup);
    expect(unknown).toMatchObject({ place: null, zipStatus: 'unknown' });
    expect(unknown.warning).toBe('ZIP 00000 was not found in the US ZIP code list.');
    const noZip = await normalizeAddress('1 Main St', lookup);
    expect(noZip).toMatchObject({ place: null, zipStatus: 'none', warning: null, display: '1 Main St' });
  });

  it('says the ZIP could not be looked up when the look-up fails, keeping the address as typed', async () => {
    const n = await normalizeAddress('120 Main St, Austin, TX 78701', offline);
    expect(n).toMatchObject({
      place: null,
      zipStatus: 'unavailable',
      display: '120 Main St, Austin, TX 78701',
    });
    expect(n.warning).toMatch(/could not look up ZIP 78701: check your connection/);
  });
});
