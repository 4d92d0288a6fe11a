import { randomUUID } from 'node:crypto';
import {
  validBusinessAnswers,
  validInvestmentAnswers,
  validPermanentAnswers,
} from '@northgate/lending-flows/fixtures';
import { describe, expect, it } from 'vitest';
import { draftCalls, validDetails } from '../../../test/helpers/drafts.ts';
import { createUser, login } from '../../../test/helpers/fixtures.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

type Answers = Record<string, Record<string, unknown>>;

const emailNotVerified =
  'Confirm your email address with the code we email you before you submit: we send your application and everything about it there.';

describe.each(databaseVariants())('rules a submit is held to, on $name', ({ open }) => {
  const t = useTestApp(open);
  const { guestToken, putStep, submit, completeQuiz, confirmEmail } = draftCalls(() => t.app);

  async function fill(token: string, flowId: string, answers: Answers) {
    for (const [stepId, values] of Object.entries(answers)) {
      const res = await putStep(token, flowId, stepId, { values, complete: true });
      expect(res.statusCode, `${stepId}: ${res.body}`).toBe(200);
    }
  }

  /** A guest with the application filled in and its email proved, ready to submit. */
  async function verifiedGuestWith(flowId: string, answers: Answers, email: string) {
    const token = await guestToken();
    await fill(token, flowId, answers);
    await confirmEmail(token, email);
    return token;
  }

  async function signedInWith(flowId: string, answers: Answers) {
    const { access_token } = await login(t.app, await createUser(t.database));
    await fill(access_token, flowId, answers);
    return access_token;
  }

  /** The 422 of a rule across steps: one detail, on the step (and field) to fix, its message naming the step. */
  async function expectRefused(token: string, flowId: string, loc: (string | number)[], msg: RegExp) {
    const res = await submit(token, flowId, randomUUID());
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({
      detail: [{ loc: ['body', 'values', ...loc], msg: expect.stringMatching(msg), type: 'cross_step' }],
    });
  }

  describe('a verified email', () => {
    it("refuses a guest's short quiz until the session confirms the address, then takes it", async () => {
      const token = await guestToken();
      await completeQuiz(token, validDetails, { confirm: false });
      const refused = await submit(token, 'shortQuiz', randomUUID());
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json()).toEqual({
        detail: [
          { loc: ['body', 'values', 'verifyEmail'], msg: emailNotVerified, type: 'email_not_verified' },
        ],
      });
      await confirmEmail(token, validDetails.email);
      expect((await submit(token, 'shortQuiz', randomUUID())).statusCode).toBe(201);
    });

    it('does not count an address another session confirmed', async () => {
      const other = await guestToken();
      await confirmEmail(other, validDetails.email);
      const token = await guestToken();
      await completeQuiz(token, validDetails, { confirm: false });
      expect((await submit(token, 'shortQuiz', randomUUID())).statusCode).toBe(422);
    });

    it("refuses a guest's application until the applicant's address is confirmed, on the step that asks for it", async () => {
      const token = await guestToken();
      await fill(token, 'permanentLoanApplication', validPermanentAnswers);
      const refused = await submit(token, 'permanentLoanApplication', randomUUID());
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().detail).toEqual([
        { loc: ['body', 'values', 'borrowerInformation'], msg: emailNotVerified, type: 'email_not_verified' },
      ]);
      await confirmEmail(token, validPermanentAnswers.borrowerInformation.borrower.email);
      expect((await submit(token, 'permanentLoanApplication', randomUUID())).statusCode).toBe(201);
    });

    it("takes a signed-in borrower's short quiz given with the account's own address", async () => {
      const user = await createUser(t.database);
      const { access_token } = await login(t.app, user);
      await completeQuiz(access_token, { ...validDetails, email: user.email }, { confirm: false });
      expect((await submit(access_token, 'shortQuiz', randomUUID())).statusCode).toBe(201);
    });
  });

  describe('rules across steps', () => {
    it('permanent: the signer must be the borrower; fixing the signature lets the submit through', async () => {
      const { borrower } = validPermanentAnswers.declarations;
      const token = await verifiedGuestWith(
        'permanentLoanApplication',
        {
          ...validPermanentAnswers,
          declarations: {
            borrower: { ...borrower, signature: { ...borrower.signature, legalName: 'Sam Rivers' } },
          },
        },
        validPermanentAnswers.borrowerInformation.borrower.email,
      );
      await expectRefused(
        token,
        'permanentLoanApplication',
        ['declarations', 'borrower', 'signature'],
        /^"Declarations and signature": .*Jordan Ellis, as "About you" gives it/,
      );
      await fill(token, 'permanentLoanApplication', { declarations: validPermanentAnswers.declarations });
      expect((await submit(token, 'permanentLoanApplication', randomUUID())).statusCode).toBe(201);
    });

    it('permanent: a primary residence must be one the borrower will live in', async () => {
      const { borrower } = validPermanentAnswers.declarations;
      const token = await verifiedGuestWith(
        'permanentLoanApplication',
        {
          ...validPermanentAnswers,
          declarations: {
            borrower: {
              ...borrower,
              intendToOccupyAsPrimaryResidence: 'no',
              ownershipInterestLast3Years: '',
            },
          },
        },
        validPermanentAnswers.borrowerInformation.borrower.email,
      );
      await expectRefused(
        token,
        'permanentLoanApplication',
        ['declarations', 'borrower', 'intendToOccupyAsPrimaryResidence'],
        /^"Declarations and signature": you answered No .*"Property and purpose of the loan"/,
      );
    });

    it('investment: a DSCR under the program minimum, with the loan that would qualify', async () => {
      const token = await verifiedGuestWith(
        'investmentLoanApplication',
        {
          ...validInvestmentAnswers,
          incomeInformation: {
            ...validInvestmentAnswers.incomeInformation,
            unitRents: [
              { leased: 'yes', monthlyRent: '900', marketRent: '1000' },
              { leased: 'no', monthlyRent: '', marketRent: '1000' },
            ],
          },
        },
        validInvestmentAnswers.personalAndBorrowingEntity.email,
      );
      await expectRefused(
        token,
        'investmentLoanApplication',
        ['loanRequestInformation', 'loanAmount'],
        /^"Your loan request": .*needs at least 1\.00\. A loan of \$[\d,]+ or less would qualify/,
      );
    });

    it("investment: the LTV against a foreign national's limit", async () => {
      const token = await verifiedGuestWith(
        'investmentLoanApplication',
        {
          ...validInvestmentAnswers,
          personalAndBorrowingEntity: {
            ...validInvestmentAnswers.personalAndBorrowingEntity,
            citizenship: 'foreignNational',
          },
        },
        validInvestmentAnswers.personalAndBorrowingEntity.email,
      );
      await expectRefused(
        token,
        'investmentLoanApplication',
        ['loanRequestInformation', 'loanAmount'],
        /^"Your loan request": .*limit is 70%\. A loan of \$280,000 or less/,
      );
    });

    it("business: the owners' shares at most 100%, and no owner of 20% left out", async () => {
      const withOwnerShare = (share: string) => ({
        ...validBusinessAnswers,
        ownerInformation: {
          ...validBusinessAnswers.ownerInformation,
          owners: [{ ...validBusinessAnswers.ownerInformation.owners[0], ownershipPct: share }],
        },
      });
      await expectRefused(
        await signedInWith('businessLoanApplication', withOwnerShare('45')),
        'businessLoanApplication',
        ['ownerInformation', 'owners'],
        /^"Owners and officers": the owners listed hold 105% /,
      );
      await expectRefused(
        await signedInWith('businessLoanApplication', withOwnerShare('10')),
        'businessLoanApplication',
        ['ownerInformation', 'owners'],
        /^"Owners and officers": the owners listed hold 70% .*leaves 30% unaccounted for/,
      );
    });

    it('business: the signer must be the applicant', async () => {
      const { processingInformation } = validBusinessAnswers;
      await expectRefused(
        await signedInWith('businessLoanApplication', {
          ...validBusinessAnswers,
          processingInformation: {
            ...processingInformation,
            signature: { ...processingInformation.signature, legalName: 'Thomas Okafor' },
          },
        }),
        'businessLoanApplication',
        ['processingInformation', 'signature'],
        /^"Processing information": .*Maria Delgado/,
      );
    });
  });
});
