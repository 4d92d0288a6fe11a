import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fiveDigitZip } from './address.ts';

describe('a ZIP code to look up', () => {
  it('is five digits, nothing else', () => {
    expect(v.safeParse(fiveDigitZip(), '78701').success).toBe(true);
    for (const bad of ['', '7870', '787011', '78701-1234', ' 78701', 'abcde', '７８７０１', 78701]) {
      const result = v.safeParse(fiveDigitZip(), bad);
      expect(result.success, String(bad)).toBe(false);
    }
    expect(v.safeParse(fiveDigitZip(), '7870').issues?.[0]?.message).toBe('Enter a 5-digit ZIP code');
  });
});
