import { randomUUID } from 'node:crypto';
import { ApplicationSummarySchema } from '@northgate/contracts';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { applicationIdPrefix, applicationReference } from './application-reference.ts';

describe('applicationReference', () => {
  it('reads the first 40 bits of the id in Crockford base 32', () => {
    expect(applicationReference('00000000-0000-4000-8000-000000000000')).toBe('NG-0000-0000');
    expect(applicationReference('ffffffff-ff00-4000-8000-000000000000')).toBe('NG-ZZZZ-ZZZZ');
    expect(applicationReference('3F2A91BC-7D10-4000-8000-000000000000')).toBe(
      applicationReference('3f2a91bc-7d10-4000-8000-000000000000'),
    );
  });

  it('is the same for the same id and fits the contract', () => {
    const id = randomUUID();
    const reference = applicationReference(id);
    expect(applicationReference(id)).toBe(reference);
    expect(reference).not.toMatch(/[ILOU]/);
    const summary = {
      application_id: id,
      flow_id: 'longForm',
      reference,
      status: 'submitted',
      submitted_at: new Date().toISOString(),
    };
    expect(v.is(ApplicationSummarySchema, summary)).toBe(true);
  });

  it('refuses what is not an id', () => {
    expect(() => applicationReference('not-an-id')).toThrow(RangeError);
  });

  it('turns a reference back into the start of its id, for the staff search', () => {
    const id = randomUUID();
    expect(id.startsWith(applicationIdPrefix(applicationReference(id).toLowerCase()) ?? 'none')).toBe(true);
    expect(applicationIdPrefix('NG-ZZZZ-ZZZZ')).toBe('ffffffff-ff');
    expect(applicationIdPrefix('Dana')).toBeUndefined();
  });
});
