import { describe, expect, it } from 'vitest';
import { CHOOSE, expectShown, expectValid, REQUIRED, validBusinessAnswers } from './validation.fixture.ts';

describe('partnerInformation', () => {
  const entity = { name: 'Delgado Family Trust', entityType: 'trust', ein: '476543210', ownershipPct: '25' };
  const affiliate = validBusinessAnswers.partnerInformation.affiliates[0]!;

  it('accepts a complete answer set, and three Nos', () => {
    expectValid('partnerInformation');
    expectValid('partnerInformation', { hasAffiliates: 'no', affiliates: [] });
  });

  it.each(['hasEntityOwners', 'hasAffiliates', 'hasCoApplicant'])('asks %s', (field) => {
    expectShown('partnerInformation', { [field]: '' }, { [field]: CHOOSE });
  });

  it('asks for the owning companies after a Yes, and checks each', () => {
    expectShown(
      'partnerInformation',
      { hasEntityOwners: 'yes' },
      {
        entityOwners: 'Add each company, trust or plan that owns part of the business',
      },
    );
    expectShown(
      'partnerInformation',
      { hasEntityOwners: 'yes', entityOwners: [{ name: '', entityType: '', ein: '', ownershipPct: '' }] },
      {
        'entityOwners.0.name': REQUIRED,
        'entityOwners.0.entityType': CHOOSE,
        'entityOwners.0.ein': REQUIRED,
        'entityOwners.0.ownershipPct': REQUIRED,
      },
    );
    expectShown(
      'partnerInformation',
      { hasEntityOwners: 'yes', entityOwners: [{ ...entity, ein: '12-345' }] },
      {
        'entityOwners.0.ein': 'Enter the 9-digit EIN, for example 12-3456789',
      },
    );
    expectShown(
      'partnerInformation',
      { hasEntityOwners: 'yes', entityOwners: [{ ...entity, ownershipPct: '0' }] },
      {
        'entityOwners.0.ownershipPct': 'Enter at least 0.001%',
      },
    );
    const value = expectValid('partnerInformation', {
      hasEntityOwners: 'yes',
      entityOwners: [{ ...entity, name: '  Delgado Family Trust ' }],
    });
    expect(value.entityOwners).toEqual([entity]);
  });

  it('does not let the owning companies’ shares add up to more than 100%', () => {
    expectShown(
      'partnerInformation',
      {
        hasEntityOwners: 'yes',
        entityOwners: [
          entity,
          { ...entity, name: 'Okafor Holdings LLC', entityType: 'llc', ownershipPct: '75.5' },
        ],
      },
      { entityOwners: 'The shares of the companies listed here add up to more than 100%' },
    );
  });

  it('ignores companies left in the list after answering No', () => {
    expectValid('partnerInformation', {
      hasEntityOwners: 'no',
      entityOwners: [{ name: '', entityType: '', ein: '1', ownershipPct: '' }],
    });
  });

  it('asks for the affiliates after a Yes, and checks each', () => {
    expectShown('partnerInformation', { affiliates: [] }, { affiliates: 'Add each affiliated business' });
    expectShown(
      'partnerInformation',
      { affiliates: [{ name: '', ein: '', relationship: '', ownershipPct: '' }] },
      {
        'affiliates.0.name': REQUIRED,
        'affiliates.0.ein': REQUIRED,
        'affiliates.0.relationship': REQUIRED,
        'affiliates.0.ownershipPct': REQUIRED,
      },
    );
    expectValid('partnerInformation', { affiliates: [{ ...affiliate, ownershipPct: '0' }] });
    expectValid('partnerInformation', { hasAffiliates: 'no', affiliates: [{ ...affiliate, ein: '' }] });
  });

  it('asks for the co-applicant’s name and EIN after a Yes', () => {
    expectShown(
      'partnerInformation',
      { hasCoApplicant: 'yes' },
      { coApplicantName: REQUIRED, coApplicantEin: REQUIRED },
    );
    expectShown(
      'partnerInformation',
      { hasCoApplicant: 'yes', coApplicantName: 'Harbor Light Properties LLC', coApplicantEin: '4799' },
      {
        coApplicantEin: 'Enter the 9-digit EIN, for example 12-3456789',
      },
    );
    expectValid('partnerInformation', {
      hasCoApplicant: 'yes',
      coApplicantName: 'Harbor Light Properties LLC',
      coApplicantEin: '479876543',
    });
    expectValid('partnerInformation', { hasCoApplicant: 'no', coApplicantName: '', coApplicantEin: '4799' });
  });
});
