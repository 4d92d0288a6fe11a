import { answerLabel, flows } from '@northgate/lending-flows';
import {
  validBusinessAnswers,
  validInvestmentAnswers,
  validLongFormAnswers,
  validPermanentAnswers,
} from '@northgate/lending-flows/fixtures';
import { describe, expect, it } from 'vitest';
import { reviewAnswers } from './review-answers.ts';

const rowsOf = (groups: ReturnType<typeof reviewAnswers>, title: string) =>
  Object.fromEntries(
    (groups.find((group) => group.title === title)?.rows ?? []).map((row) => [row.label, row.value]),
  );

describe('reviewAnswers', () => {
  const permanent = reviewAnswers(flows.permanentLoanApplication, validPermanentAnswers);

  it('lists every step the borrower sees, in order, with its title', () => {
    expect(permanent.map((group) => group.title)).toEqual(
      flows.permanentLoanApplication.steps.map((step) => step.title),
    );
  });

  it('masks identity numbers and birth dates as the server does, even when typed in full', () => {
    const you = rowsOf(permanent, 'About you');
    expect(you['Borrower › SSN or ITIN']).toBe('On file, ending 4325');
    expect(you['Borrower › Date of birth']).toBe('On file');
    expect(JSON.stringify(permanent)).not.toContain('987654325');
    expect(JSON.stringify(permanent)).not.toContain('1988-04-12');
  });

  it('writes abbreviations in capitals and says where each answer sits, so staff can reveal a masked one', () => {
    const investment = reviewAnswers(flows.investmentLoanApplication, validInvestmentAnswers);
    const entity = investment[0]!.rows;
    const ssn = entity.find((row) => row.path === 'ssnOrItin');
    expect(ssn).toMatchObject({ label: 'SSN or ITIN', masked: true });
    expect(ssn?.value).toMatch(/^On file, ending \d{4}$/);
    expect(entity.find((row) => row.path === 'firstName')).not.toHaveProperty('masked');
    expect(answerLabel('owners.0.dateOfBirth')).toBe('Owners › 1 › Date of birth');
    expect(answerLabel('businessEin')).toBe('Business EIN');
  });

  it('reads choices in words, addresses as one line, and leaves blanks out', () => {
    const property = rowsOf(permanent, 'Property and purpose of the loan');
    expect(property['Property will be']).toBe('Primary residence');
    expect(property['Subject property address']).toBe('1842 Larkspur Lane, Boise, ID 83702');
    expect(property).not.toHaveProperty('Year acquired');
    // A number typed is shown as typed, never as a choice that happens to share its value.
    expect(
      rowsOf(permanent, 'Your employment')['Borrower › Current employment › Years in line of work'],
    ).toBe('11');
  });

  it('reads the co-borrower and the details of the transaction in words', () => {
    const joint = reviewAnswers(flows.permanentLoanApplication, {
      ...validPermanentAnswers,
      borrowerInformation: {
        ...validPermanentAnswers.borrowerInformation,
        coBorrower: {
          jointCredit: 'yes',
          firstName: 'Riley',
          lastName: 'Ellis',
          email: 'riley.ellis@example.test',
          phone: '2085550188',
          dateOfBirth: '1990-09-03',
          ssn: '123456789',
          maritalStatus: 'married',
          relationship: 'spouse',
        },
      },
    });
    const you = rowsOf(joint, 'About you');
    expect(you['Co-borrower › Applying with a co-borrower (joint credit)']).toBe('Yes');
    expect(you['Co-borrower › First name']).toBe('Riley');
    expect(you['Co-borrower › Relationship']).toBe('Spouse');
    expect(you['Co-borrower › SSN or ITIN']).toBe('On file, ending 6789');
    expect(you['Co-borrower › Date of birth']).toBe('On file');
    expect(JSON.stringify(joint)).not.toContain('1990-09-03');
    const property = rowsOf(joint, 'Property and purpose of the loan');
    expect(property['Purchase price']).toBe('425000');
    expect(property['Estimated closing costs']).toBe('9500');
  });

  it('shows a signature as the name signed, with its image', () => {
    const [signature] = (permanent.at(-1)?.rows ?? []).filter((row) => row.label === 'Borrower › Signature');
    expect(signature?.value).toBe('Signed as Jordan Avery Ellis');
    expect(signature?.image).toMatch(/^data:image\/png;base64,/);
  });

  it("uses each application's own words for its choices", () => {
    const bank = rowsOf(
      reviewAnswers(flows.businessLoanApplication, validBusinessAnswers),
      'Your business bank account',
    );
    expect(bank['Account type']).toBe('Business checking');
    const accounts = rowsOf(permanent, 'Assets and liabilities');
    expect(accounts['Accounts › 1 › Account type']).toBe('Checking');
  });

  describe('the long form', () => {
    const long = reviewAnswers(flows.longForm, validLongFormAnswers);

    it('lists each schedule entry by its number, with its choices in words', () => {
      const properties = rowsOf(long, 'Investment properties you own');
      expect(properties['Properties › 1 › Address']).toBe('412 NE Going Street, Portland, OR 97211');
      expect(properties['Properties › 1 › Property type']).toBe('2–4 unit');
      expect(properties['Properties › 2 › Vesting']).toBe('In my name');
      expect(rowsOf(long, 'Type of loan')['Loan program']).toMatch(/^Fix/);
      expect(rowsOf(long, 'Type of loan')['Exit strategy']).toBe('Sell the property');
      expect(rowsOf(long, 'Bank accounts and other assets')['Accounts › 1 › Account type']).toBe('Checking');
    });

    it('says an ID was uploaded rather than print its file id, masks the ID number, and leaves out the used phone code', () => {
      const ids = rowsOf(long, 'Your ID documents');
      expect(ids['ID front']).toBe('Uploaded');
      expect(ids['ID number']).toBe('On file, ending 7309');
      expect(ids['ID type']).toBe("Driver's license");
      expect(JSON.stringify(long)).not.toContain(validLongFormAnswers.documentsIDs.idFront);
      expect(JSON.stringify(long)).not.toContain(validLongFormAnswers.verifyPhone.smsOtp);
    });
  });
});
