import * as v from 'valibot';
import { describe, expectTypeOf, it } from 'vitest';
import type { AnswersOf, FlowAnswersOf } from './types.ts';

// (Only its type is used: the schema is never run.) Code that reaches into stored answers by name (the MISMO export) types its paths with
// AnswersOf: a renamed field must fail typecheck there, even behind a rule's pipe or a variant.
const _step = v.pipe(
  v.object({
    loanAmount: v.pipe(v.string(), v.trim()),
    accounts: v.array(
      v.pipe(
        v.object({ balance: v.string() }),
        v.rawCheck(() => undefined),
      ),
    ),
    coBorrower: v.variant('jointCredit', [
      v.object({ jointCredit: v.literal('yes'), firstName: v.string() }),
      v.object({ jointCredit: v.literal('no') }),
    ]),
    unit: v.optional(v.string(), ''),
  }),
  v.rawCheck(() => undefined),
);

describe('AnswersOf', () => {
  it('sees through the pipes of rules on a step, a group or a list entry', () => {
    expectTypeOf<keyof AnswersOf<typeof _step>>().toEqualTypeOf<
      'loanAmount' | 'accounts' | 'coBorrower' | 'unit'
    >();
  });

  it('types values, list entries, optional values and each shape of a variant', () => {
    type Step = AnswersOf<typeof _step>;
    expectTypeOf<Step['loanAmount']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<NonNullable<Step['accounts']>[number]>().toEqualTypeOf<{ readonly balance?: string }>();
    expectTypeOf<Step['unit']>().toEqualTypeOf<string | undefined>();
    type CoBorrower = NonNullable<Step['coBorrower']>;
    expectTypeOf<CoBorrower['jointCredit']>().toEqualTypeOf<'yes' | 'no' | undefined>();
    expectTypeOf<Extract<CoBorrower, { readonly firstName?: string }>['firstName']>().toEqualTypeOf<
      string | undefined
    >();
  });

  it('gives a flow its answers step by step', () => {
    expectTypeOf<keyof FlowAnswersOf<{ first: typeof _step }>>().toEqualTypeOf<'first'>();
  });
});
