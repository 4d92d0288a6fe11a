import { describe, expect, it } from 'vitest';
import { validateFlow } from '@northgate/form-engine/core';
import { validInvestmentAnswers as valid } from './fixture.ts';
import { withCrossStepRules } from '../checked-flows.ts';
import { investmentLoanApplicationFlow } from './flow.ts';

const flow = withCrossStepRules(investmentLoanApplicationFlow);

const messagesOf = (values: Parameters<typeof validateFlow>[1]) => {
  const result = validateFlow(flow, values);
  return result.ok ? [] : result.issues.map((issue) => `${issue.stepId}.${issue.path}: ${issue.message}`);
};

describe('investment application: rules across steps', () => {
  it('passes the complete fixture', () => {
    expect(validateFlow(flow, valid)).toEqual({ ok: true });
  });

  it('holds a foreign national to 70% of the value on a purchase, saying which loan qualifies', () => {
    const foreign = {
      ...valid,
      personalAndBorrowingEntity: { ...valid.personalAndBorrowingEntity, citizenship: 'foreignNational' },
    };
    expect(messagesOf(foreign)).toEqual([
      expect.stringMatching(
        /^loanRequestInformation\.loanAmount: "Your loan request": the loan is 75% .* our limit is 70%\. A loan of \$280,000 or less on a \$400,000 property would qualify/,
      ),
    ]);
  });

  it('refuses a DSCR under the program minimum and names the loan that would qualify', () => {
    const thinRent = {
      ...valid,
      incomeInformation: {
        ...valid.incomeInformation,
        unitRents: [
          { leased: 'yes', monthlyRent: '900', marketRent: '1000' },
          { leased: 'no', monthlyRent: '', marketRent: '1000' },
        ],
      },
    };
    const [message] = messagesOf(thinRent);
    expect(message).toMatch(
      /^loanRequestInformation\.loanAmount: "Your loan request": the rent of \$1,800 a month/,
    );
    expect(message).toMatch(
      /our program needs at least 1\.00\. A loan of \$[\d,]+ or less would qualify at this rent/,
    );
    expect(message).toMatch(/"Rental income"/);
  });

  it("refuses a signature under another name than the guarantor's", () => {
    const signed = {
      ...valid,
      declarations: {
        ...valid.declarations,
        signature: { ...valid.declarations.signature, legalName: 'Daniel Okafor' },
      },
    };
    expect(messagesOf(signed)).toEqual([
      expect.stringMatching(/^declarations\.signature: "Declarations and signature": .*Maya Okafor/),
    ]);
  });
});
