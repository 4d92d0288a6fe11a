import { describe, expect, it } from 'vitest';
import { validateFlow } from '@northgate/form-engine/core';
import { validBusinessAnswers as valid } from './fixture.ts';
import { withCrossStepRules } from '../checked-flows.ts';
import { businessLoanApplicationFlow } from './flow.ts';

const flow = withCrossStepRules(businessLoanApplicationFlow);

const withShares = (applicant: string, owner: string) => ({
  ...valid,
  'personal-data': { ...valid['personal-data'], ownershipPct: applicant },
  ownerInformation: {
    ...valid.ownerInformation,
    owners: [{ ...valid.ownerInformation.owners[0], ownershipPct: owner }],
  },
});

const issuesOf = (values: Parameters<typeof validateFlow>[1]) => {
  const result = validateFlow(flow, values);
  return result.ok ? [] : result.issues;
};

describe('business application: rules across steps', () => {
  it('passes the complete fixture', () => {
    expect(validateFlow(flow, valid)).toEqual({ ok: true });
  });

  it('refuses shares that add up to more than 100%, on the owners step', () => {
    expect(issuesOf(withShares('70', '40'))).toEqual([
      {
        stepId: 'ownerInformation',
        path: 'owners',
        message: expect.stringMatching(
          /^"Owners and officers": the owners listed hold 110% .*you 70%, the other owners 40%/,
        ),
      },
    ]);
  });

  it('counts the companies that own part of the business', () => {
    const withCompany = {
      ...withShares('50', '40'),
      partnerInformation: {
        ...valid.partnerInformation,
        hasEntityOwners: 'yes',
        entityOwners: [
          { name: 'Casco Holdings LLC', entityType: 'llc', ein: '473456789', ownershipPct: '20' },
        ],
      },
    };
    expect(issuesOf(withCompany)[0]?.message).toMatch(/hold 110% .*owning companies 20%/);
  });

  it('refuses a list that leaves 20% or more unaccounted for: an owner of 20% may be missing', () => {
    expect(issuesOf(withShares('60', '15'))[0]?.message).toMatch(
      /hold 75% .*leaves 25% unaccounted for\. List every owner of 20% or more/,
    );
    expect(issuesOf(withShares('60', '25'))).toEqual([]);
  });

  it("refuses a signature under another name than the applicant's", () => {
    const signed = {
      ...valid,
      processingInformation: {
        ...valid.processingInformation,
        signature: { ...valid.processingInformation.signature, legalName: 'Thomas Okafor' },
      },
    };
    expect(issuesOf(signed)).toEqual([
      {
        stepId: 'processingInformation',
        path: 'signature',
        message: expect.stringMatching(/^"Processing information": .*Maria Delgado.*"Your personal details"/),
      },
    ]);
  });
});
