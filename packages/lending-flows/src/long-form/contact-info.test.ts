import { messages } from '@northgate/validators';
import { describe, expect, it } from 'vitest';
import { initialValuesOf, messagesOf, problems } from './validation.fixture.ts';

describe('contactInfo', () => {
  it('asks the household and how to reach the borrower', () => {
    expect(messagesOf('contactInfo', initialValuesOf('contactInfo'))).toEqual({
      maritalStatus: 'The value is required',
      dependentsCount: 'Value is required',
      preferredContact: 'The value is required',
    });
  });

  it('asks one age for each dependent', () => {
    expect(problems('contactInfo', { dependentsAges: '' })).toEqual({
      dependentsAges: 'Enter the age of each dependent',
    });
    expect(problems('contactInfo', { dependentsAges: '8' })).toEqual({
      dependentsAges: 'Enter one age for each dependent',
    });
    expect(problems('contactInfo', { dependentsAges: 'eight' })).toEqual({
      dependentsAges: 'Enter ages as numbers separated by commas, such as 4, 9',
    });
    expect(problems('contactInfo', { dependentsCount: '0', dependentsAges: '' })).toEqual({});
  });

  it('asks a mailing address only when it differs, and checks the other phone', () => {
    expect(
      problems('contactInfo', { mailing: { different: true, address: { street: '', city: '' } } }),
    ).toMatchObject({
      'mailing.address.street': 'Value is required',
      'mailing.address.zip': 'Value is required',
    });
    expect(problems('contactInfo', { alternatePhone: '5551234' })).toEqual({
      alternatePhone: messages.usPhone,
    });
  });
});
