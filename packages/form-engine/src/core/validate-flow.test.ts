import { describe, expect, it } from 'vitest';
import { defineFlow, FlowDeclarationError } from './define-flow.ts';
import { validateFlow } from './validate-flow.ts';

// Two owners' shares on two steps, and a step shown only to borrowers with a co-owner.
const sharesFlow = defineFlow({
  id: 'shares',
  basePath: '/shares/',
  access: 'anonymous',
  steps: [
    { id: 'you', title: 'You', progress: { kind: 'hidden' } },
    {
      id: 'partner',
      title: 'Your partner',
      when: (values) => values['you']?.['hasPartner'] === true,
      progress: { kind: 'hidden' },
    },
  ],
  check: (values) => {
    const total = Number(values['you']?.['share'] ?? 0) + Number(values['partner']?.['share'] ?? 0);
    return total > 100
      ? [{ stepId: 'partner', path: 'share', message: `Your partner: the shares add up to ${total}%` }]
      : [];
  },
});

describe('validateFlow', () => {
  it('passes answers that agree with each other', () => {
    expect(
      validateFlow(sharesFlow, { you: { share: 60, hasPartner: true }, partner: { share: 40 } }),
    ).toEqual({ ok: true });
  });

  it('returns the issue on the step to fix, with its field and message', () => {
    expect(
      validateFlow(sharesFlow, { you: { share: 70, hasPartner: true }, partner: { share: 40 } }),
    ).toEqual({
      ok: false,
      issues: [{ stepId: 'partner', path: 'share', message: 'Your partner: the shares add up to 110%' }],
    });
  });

  it('never counts the answers of a step the borrower no longer sees', () => {
    expect(
      validateFlow(sharesFlow, { you: { share: 70, hasPartner: false }, partner: { share: 40 } }),
    ).toEqual({ ok: true });
  });

  it('hands the check what the account knows (a name no step asks), and nothing when not given', () => {
    const seen: unknown[] = [];
    const signed = defineFlow({
      id: 'signed',
      basePath: '/signed/',
      access: 'login-required',
      steps: [{ id: 'sign', title: 'Sign', progress: { kind: 'hidden' } }],
      check: (values, _flow, context) => {
        seen.push(context);
        const name = context.account ? `${context.account.firstName} ${context.account.lastName}` : undefined;
        return name !== undefined && values['sign']?.['legalName'] !== name
          ? [{ stepId: 'sign', path: 'legalName', message: `Sign: sign as ${name}` }]
          : [];
      },
    });
    const account = { firstName: 'Ada', lastName: 'Byron' };
    expect(validateFlow(signed, { sign: { legalName: 'Ada Byron' } }, { account })).toEqual({ ok: true });
    expect(validateFlow(signed, { sign: { legalName: 'Sam Byron' } }, { account })).toEqual({
      ok: false,
      issues: [{ stepId: 'sign', path: 'legalName', message: 'Sign: sign as Ada Byron' }],
    });
    expect(validateFlow(signed, { sign: { legalName: 'Sam Byron' } })).toEqual({ ok: true });
    expect(seen).toEqual([{ account }, { account }, {}]);
  });

  it('passes every flow declared without a check', () => {
    const plain = defineFlow({
      id: 'plain',
      basePath: '/plain/',
      access: 'anonymous',
      steps: [{ id: 'only', title: 'Only', progress: { kind: 'hidden' } }],
    });
    expect(validateFlow(plain, { only: { anything: 1 } })).toEqual({ ok: true });
  });

  it('refuses a declaration whose check is not a function', () => {
    expect(() =>
      defineFlow({
        id: 'broken',
        basePath: '/broken/',
        access: 'anonymous',
        steps: [{ id: 'only', title: 'Only', progress: { kind: 'hidden' } }],
        check: 'yes' as never,
      }),
    ).toThrow(FlowDeclarationError);
  });
});
