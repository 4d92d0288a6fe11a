import { createHash } from 'node:crypto';
import {
  APPLICATION_STATUS_CODES,
  type BorrowerApplication,
  type StaffApplication,
  type TermSheet,
} from '@northgate/contracts';
import { endOfLenderDay, lenderToday } from '@northgate/site-config';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { termSheets } from '../../db/pipeline-schema.ts';
import { outboxMessages } from '../../db/schema.ts';
import { createUser, login, routes } from '../../../test/helpers/fixtures.ts';
import {
  advanceApplication,
  borrowerWithApplication,
  caller,
  createStaff,
  offerBody,
  staffToken,
  termSheetSignature,
} from '../../../test/helpers/pipeline.ts';
import { flat, pdftotext } from '../../../test/helpers/pdftotext.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

/** An interest-only fix-and-flip offer with a holdback and a prepayment minimum. */
const flipOffer = () => ({
  ...offerBody(),
  amount: 250000,
  rate_percent: 10.5,
  term_months: 12,
  points: 2,
  fees: 1495,
  repayment: 'interest_only',
  holdback: 40000,
  prepayment_terms: 'six_months_interest',
});

describe.each(databaseVariants())('the term sheet, on $name', ({ open }) => {
  const t = useTestApp(open);
  const call = caller(() => t.app);
  const sign = (applicationId: string, token: string, body: unknown = termSheetSignature()) =>
    call('POST', `/api/v1/applications/${applicationId}/term_sheet/sign`, token, body);

  async function accepted(offer: Record<string, unknown> = flipOffer()) {
    const borrower = await borrowerWithApplication(() => t.app, t.database);
    const staff = await staffToken(t.app, await createStaff(t.database, 'loan_officer'));
    await advanceApplication(t.app, borrower, staff, 'offer_accepted', offer);
    return { ...borrower, staff };
  }

  it('comes with the acceptance; signing it stores the PDF, moves the status, writes the timeline and emails the borrower', async () => {
    const { applicationId, reference, token, staff, user } = await accepted();
    const before = (
      await call('GET', `/api/v1/applications/${applicationId}`, token)
    ).json<BorrowerApplication>();
    expect(before.offers[0]).toMatchObject({
      repayment: 'interest_only',
      monthly_payment: 2187.5,
      holdback: 40000,
      prepayment_terms: 'six_months_interest',
    });
    const sheet = before.term_sheet as TermSheet;
    expect(sheet).toMatchObject({
      state: 'awaiting_signature',
      borrower_name: 'Gabriela Reyes',
      property: '2210 SE Clinton Street, Portland, OR 97202',
      amount: 250000,
      points_amount: 5000,
      repayment: 'interest_only',
      monthly_payment: 2187.5,
      holdback: 40000,
      signed_at: null,
    });
    // Seven calendar days on the lender's clock from the acceptance, to the day's last second.
    const [y = 0, m = 0, d = 0] = lenderToday(new Date(sheet.accepted_at)).split('-').map(Number);
    const seventh = new Date(Date.UTC(y, m - 1, d + 7)).toISOString().slice(0, 10);
    expect(sheet.sign_by).toBe(endOfLenderDay(seventh).toISOString());
    // Nothing to download before it is signed.
    expect(
      (await call('GET', `/api/v1/applications/${applicationId}/term_sheet/pdf`, token)).statusCode,
    ).toBe(404);

    const signed = await sign(applicationId, token);
    expect(signed.statusCode, signed.body).toBe(200);
    const result = signed.json<TermSheet>();
    expect(result).toMatchObject({ state: 'signed', signed_name: 'Gabriela Reyes' });

    const after = (
      await call('GET', `/api/v1/applications/${applicationId}`, token)
    ).json<BorrowerApplication>();
    expect(after.status).toBe('term_sheet_signed');
    expect(after.timeline.at(-1)).toMatchObject({
      kind: 'term_sheet_signed',
      status: 'term_sheet_signed',
      from_status: 'offer_accepted',
      actor: 'borrower',
    });
    expect((await call('GET', routes.userInfo, token)).json().status).toBe(
      APPLICATION_STATUS_CODES.term_sheet_signed,
    );
    const mail = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, user.email));
    expect(mail.map((message) => message.subject)).toContain(
      `Your application ${reference}: Term sheet signed`,
    );

    // The borrower's PDF is the stored one (its SHA-256), read by poppler as an outsider would.
    const download = await call('GET', `/api/v1/applications/${applicationId}/term_sheet/pdf`, token);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['cache-control']).toBe('no-store');
    expect(download.headers['content-disposition']).toContain(`northgate-term-sheet-${reference}.pdf`);
    expect(createHash('sha256').update(download.rawPayload).digest('hex')).toBe(result.pdf_sha256);
    const text = flat(pdftotext(download.rawPayload));
    for (const words of [
      'Loan amount: $250,000.00',
      'Interest rate: 10.5% a year',
      'Repayment: Interest only',
      'Monthly payment: $2,187.50 (interest only',
      'Origination points: 2% of the loan amount, $5,000.00',
      'Rehab holdback: $40,000.00',
      'Prepayment: Six months’ minimum interest',
      'Borrower: Gabriela Reyes',
      'Signed as Gabriela Reyes',
      'ESIGN consent given: I agree to sign this term sheet electronically.',
      reference,
    ]) {
      expect(text).toContain(words);
    }
    expect(text).toMatch(/IP address: \S+/);
    expect(text).toMatch(/SHA-256 of the signed terms: [0-9a-f]{64}/);

    // Staff see it signed, download the same file (audited), and may move the loan to closing.
    const detail = (
      await call('GET', `/staff/api/v1/applications/${applicationId}`, staff)
    ).json<StaffApplication>();
    expect(detail.status).toBe('term_sheet_signed');
    expect(detail.term_sheet).toMatchObject({ state: 'signed', signed_at: result.signed_at });
    const staffCopy = await call('GET', `/staff/api/v1/applications/${applicationId}/term_sheet/pdf`, staff);
    expect(staffCopy.statusCode).toBe(200);
    expect(createHash('sha256').update(staffCopy.rawPayload).digest('hex')).toBe(result.pdf_sha256);
    const admin = await staffToken(t.app, await createStaff(t.database, 'admin'));
    expect((await call('GET', '/staff/api/v1/audit_log', admin)).json().items[0]).toMatchObject({
      action: 'download',
      what: 'Downloaded the signed term sheet',
    });
    // Signed, with no condition open, the application is cleared to close (ADR 0057).
    const cleared = await call(
      'POST',
      `/staff/api/v1/applications/${applicationId}/clear_to_close`,
      staff,
      {},
    );
    expect(cleared.statusCode, cleared.body).toBe(200);
  });

  it('refuses a second signature, a sheet with no accepted offer, and another borrower', async () => {
    const { applicationId, token } = await accepted();
    expect((await sign(applicationId, token)).statusCode).toBe(200);
    const twice = await sign(applicationId, token);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: 'You have already signed this term sheet.' });

    const offered = await borrowerWithApplication(() => t.app, t.database);
    const staff = await staffToken(t.app, await createStaff(t.database, 'loan_officer'));
    const base = `/staff/api/v1/applications/${offered.applicationId}`;
    await call('POST', `${base}/status`, staff, { status: 'in_review' });
    expect((await call('POST', `${base}/offers`, staff, offerBody())).statusCode).toBe(201);
    const early = await sign(offered.applicationId, offered.token);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toContain('once you accept a loan offer');

    const stranger = (await login(t.app, await createUser(t.database))).access_token;
    expect((await sign(applicationId, stranger)).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/v1/applications/${applicationId}/term_sheet/pdf`, stranger)).statusCode,
    ).toBe(404);
  });

  it('asks for the consent and the signature with field messages', async () => {
    const { applicationId, token } = await accepted();
    const missing = await sign(applicationId, token, { signature: { image: '', legalName: '' } });
    expect(missing.statusCode).toBe(422);
    const fields = missing.json<{ detail: { loc: string[]; msg: string }[] }>().detail;
    expect(fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          loc: ['body', 'consent'],
          msg: 'Tick the box to agree to sign electronically',
        }),
        expect.objectContaining({
          loc: ['body', 'signature', 'image'],
          msg: 'Sign in the box, or sign with your typed name',
        }),
        expect.objectContaining({ loc: ['body', 'signature', 'legalName'] }),
      ]),
    );
    const application = (
      await call('GET', `/api/v1/applications/${applicationId}`, token)
    ).json<BorrowerApplication>();
    expect(application.status).toBe('offer_accepted');
  });

  it('refuses a signature once the seven days have passed, in plain words', async () => {
    const { applicationId, token } = await accepted();
    await t.database.db
      .update(termSheets)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(termSheets.applicationId, applicationId));
    const late = await sign(applicationId, token);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatch(
      /^The time to sign this term sheet ended on .+ P[SD]T\. Call your loan officer/,
    );
    const application = (
      await call('GET', `/api/v1/applications/${applicationId}`, token)
    ).json<BorrowerApplication>();
    expect(application.term_sheet?.state).toBe('expired');
    expect(application.status).toBe('offer_accepted');
  });

  it('is the only way to term sheet signed: the staff status change refuses it', async () => {
    const { applicationId, staff } = await accepted(offerBody());
    const refused = await call('POST', `/staff/api/v1/applications/${applicationId}/status`, staff, {
      status: 'term_sheet_signed',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      "Only the borrower can move an application to term sheet signed, by signing the term sheet on their application's page",
    );
    // Closing has its own action too (Schedule closing, ADR 0060).
    const closing = await call('POST', `/staff/api/v1/applications/${applicationId}/status`, staff, {
      status: 'closing',
    });
    expect(closing.statusCode).toBe(409);
  });

  it('refuses a holdback over the loan amount and keeps the defaults of earlier offers', async () => {
    const borrower = await borrowerWithApplication(() => t.app, t.database);
    const staff = await staffToken(t.app, await createStaff(t.database, 'loan_officer'));
    const base = `/staff/api/v1/applications/${borrower.applicationId}`;
    await call('POST', `${base}/status`, staff, { status: 'in_review' });
    const over = await call('POST', `${base}/offers`, staff, { ...offerBody(), holdback: 450000.01 });
    expect(over.statusCode).toBe(422);
    expect(over.json().detail).toEqual([
      expect.objectContaining({
        loc: ['body', 'holdback'],
        msg: 'The holdback cannot be more than the loan amount',
      }),
    ]);
    const plain = await call('POST', `${base}/offers`, staff, offerBody());
    expect(plain.json()).toMatchObject({ repayment: 'amortising', holdback: 0, prepayment_terms: 'none' });
  });
});
