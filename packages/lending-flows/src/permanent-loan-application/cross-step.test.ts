import { describe, expect, it } from 'vitest';
import { validateFlow } from '@northgate/form-engine/core';
import { validPermanentAnswers as valid } from './fixture.ts';
import { withCrossStepRules } from '../checked-flows.ts';
import { permanentLoanApplicationFlow } from './flow.ts';

const flow = withCrossStepRules(permanentLoanApplicationFlow);

const declarations = (borrower: Record<string, unknown>) => ({
  ...valid,
  declarations: { borrower: { ...valid.declarations.borrower, ...borrower } },
});

describe('permanent application: rules across steps', () => {
  it('passes the complete fixture', () => {
    expect(validateFlow(flow, valid)).toEqual({ ok: true });
  });

  it('refuses a signature under another name, on the declarations step', () => {
    const result = validateFlow(
      flow,
      declarations({
        signature: { image: valid.declarations.borrower.signature.image, legalName: 'Sam Ellis' },
      }),
    );
    expect(result).toEqual({
      ok: false,
      issues: [
        {
          stepId: 'declarations',
          path: 'borrower.signature',
          message: expect.stringMatching(/^"Declarations and signature": .*Jordan Ellis.*"About you"/),
        },
      ],
    });
  });

  it('accepts the signer name with a middle name, other case and accents', () => {
    const signed = declarations({
      signature: { image: valid.declarations.borrower.signature.image, legalName: 'JORDAN A. ÉLLIS' },
    });
    expect(validateFlow(flow, signed)).toEqual({ ok: true });
  });

  it('refuses a primary residence the borrower says they will not occupy', () => {
    const result = validateFlow(
      flow,
      declarations({ intendToOccupyAsPrimaryResidence: 'no', ownershipInterestLast3Years: '' }),
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.issues.map((issue) => [issue.stepId, issue.path])).toEqual([
      ['declarations', 'borrower.intendToOccupyAsPrimaryResidence'],
    ]);
    expect(!result.ok && result.issues[0]?.message).toMatch(/"Property and purpose of the loan"/);
  });

  it('refuses a second home the borrower says they will live in as their primary residence', () => {
    const secondHome = {
      ...valid,
      propertyInformation: { ...valid.propertyInformation, propertyWillBe: 'secondary' },
    };
    const result = validateFlow(flow, secondHome);
    expect(!result.ok && result.issues[0]?.message).toMatch(/second home/);
  });
});
