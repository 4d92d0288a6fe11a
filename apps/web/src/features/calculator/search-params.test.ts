import { describe, expect, it } from 'vitest';
import { parseCalculatorSearch } from './search-params.ts';

describe('route search params', () => {
  it('keeps the home page contract: tool and address', () => {
    expect(parseCalculatorSearch({ tool: 'estimator', address: ' 120 Main St, Austin, TX 78701 ' })).toEqual({
      tool: 'estimator',
      address: '120 Main St, Austin, TX 78701',
    });
    expect(parseCalculatorSearch({ tool: 'nope' }).tool).toBe('mortgage');
    expect(parseCalculatorSearch({ address: 'x'.repeat(201) }).address).toBe('');
  });

  it('passes other primitive values through for the tools to validate, and drops objects', () => {
    expect(parseCalculatorSearch({ rate: 6.5, kind: 'fixed', junk: { a: 1 } })).toEqual({
      rate: 6.5,
      kind: 'fixed',
    });
  });
});
