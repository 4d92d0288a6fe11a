import { describe, expect, it } from 'vitest';
import { emptyEntity, entityOwnership } from './entity-info.ts';
import { copyOf, initialValuesOf, messagesOf, problems, submitted, valid } from './validation.fixture.ts';

const owner = (changes: Record<string, string>) => ({
  name: 'Luis Reyes',
  email: 'luis.reyes@example.test',
  ownershipPct: '25',
  isGuarantor: 'yes',
  ...changes,
});
const withOwners = (yourShare: string, ...owners: ReturnType<typeof owner>[]) => {
  const step = copyOf('entityInfo');
  return { entity: { ...step.entity, yourOwnershipPct: yourShare, otherOwners: owners } };
};

describe('entityInfo', () => {
  it('asks whether there is an entity, and nothing more when there is none', () => {
    expect(messagesOf('entityInfo', initialValuesOf('entityInfo'))).toEqual({
      hasEntity: 'The value is required',
    });
    expect(problems('entityInfo', { hasEntity: 'no', entity: { ...emptyEntity } })).toEqual({});
    // Answers typed before switching to No are not submitted.
    expect(submitted('entityInfo', { hasEntity: 'no' }).entity).toBeNull();
  });

  it("asks the entity's name, type, state, EIN, the borrower's share and title", () => {
    expect(problems('entityInfo', { entity: { ...emptyEntity } })).toEqual({
      'entity.entityName': 'Value is required',
      'entity.entityType': 'The value is required',
      'entity.stateOfFormation': 'The value is required',
      'entity.ein': 'Value is required',
      'entity.yourOwnershipPct': 'Value is required',
      'entity.yourTitle': 'The value is required',
    });
    expect(problems('entityInfo', { entity: { ...valid.entityInfo.entity, ein: '93-12' } })).toEqual({
      'entity.ein': 'Enter the 9-digit EIN, for example 12-3456789',
    });
  });

  it('refuses shares that add up to more than 100%, and takes less (other owners not applying)', () => {
    expect(problems('entityInfo', withOwners('80', owner({})))).toEqual({
      'entity.otherOwners': 'The shares of the owners add up to more than 100%',
    });
    expect(problems('entityInfo', withOwners('60', owner({})))).toEqual({});
    expect(
      entityOwnership({
        yourOwnershipPct: '33.333',
        otherOwners: [owner({ ownershipPct: '66.667' })],
      }),
    ).toBe(100);
  });

  it('needs every owner of 20% or more to guarantee the loan', () => {
    expect(problems('entityInfo', withOwners('75', owner({ isGuarantor: 'no' })))).toEqual({
      'entity.otherOwners.0.isGuarantor': 'Every owner of 20% or more must guarantee the loan',
    });
    expect(
      problems('entityInfo', withOwners('81', owner({ ownershipPct: '19', isGuarantor: 'no' }))),
    ).toEqual({});
    expect(problems('entityInfo', withOwners('75', owner({ name: '', isGuarantor: '' })))).toEqual({
      'entity.otherOwners.0.name': 'Value is required',
      'entity.otherOwners.0.isGuarantor': 'The value is required',
    });
  });
});
