import { randomUUID } from 'node:crypto';
import {
  validInvestmentAnswers,
  validLongFormAnswers,
  validPermanentAnswers,
} from '@northgate/lending-flows/fixtures';
import { describe, expect, it } from 'vitest';
import { draftCalls } from '../../../test/helpers/drafts.ts';
import { createUser, login, longFormFixtureAccount } from '../../../test/helpers/fixtures.ts';
import { caller, createStaff, staffToken } from '../../../test/helpers/pipeline.ts';
import { pdfText } from '../../../test/helpers/pdf-text.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

const SSN = validPermanentAnswers.borrowerInformation.borrower.ssn;
const BIRTH_DATE = validPermanentAnswers.borrowerInformation.borrower.dateOfBirth;

describe.each(databaseVariants())('the PDF copy of a submitted application, on $name', ({ open }) => {
  const t = useTestApp(open);
  const { putStep, submit, guestToken, confirmEmail } = draftCalls(() => t.app);
  const call = caller(() => t.app);

  /** A signed-in borrower who submitted the permanent application; its id and their token. */
  async function submittedPermanent() {
    const { access_token: token } = await login(t.app, await createUser(t.database));
    for (const [stepId, values] of Object.entries(validPermanentAnswers)) {
      const res = await putStep(token, 'permanentLoanApplication', stepId, { values, complete: true });
      expect(res.statusCode, `${stepId}: ${res.body}`).toBe(200);
    }
    const res = await submit(token, 'permanentLoanApplication', randomUUID());
    expect(res.statusCode, res.body).toBe(201);
    const { application_id, reference } = res.json<{ application_id: string; reference: string }>();
    return { token, applicationId: application_id, reference };
  }

  it('gives the borrower every answer by step, the signature and the e-signature record, never the SSN or birth date in full', async () => {
    const { token, applicationId, reference } = await submittedPermanent();
    const res = await call('GET', `/api/v1/applications/${applicationId}/pdf`, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toContain(`northgate-application-${reference}.pdf`);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The drawn signature is in the file as an image.
    expect(pdf.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);

    const text = pdfText(pdf);
    expect(text).toContain(reference);
    // Step titles and answers in the review page's words.
    expect(text).toContain('First name: Jordan');
    expect(text).toContain('Treasure Valley Regional Hospital');
    expect(text).toContain('415 W Fort Street, Apt 3B, Boise, ID 83702');
    expect(text).toContain('Signed as Jordan Avery Ellis');
    // Identity numbers: the last four only; the birth date not at all.
    expect(text).toContain(`On file, ending ${SSN.slice(-4)}`);
    expect(text).not.toContain(SSN);
    expect(text).not.toContain(BIRTH_DATE);
    expect(pdf.toString('latin1')).not.toContain(SSN);
    // The e-signature record of the submit.
    expect(text).toContain('Electronic signature record');
    expect(text).toMatch(/IP address: [\d.:a-f]+/);
    expect(text).toContain('User agent: lightMyRequest');
    expect(text).toMatch(/SHA-256 of the signed answers: [0-9a-f]{64}/);
    expect(text).toContain('ESIGN consent given: My electronic signature on this application is as valid');
  });

  it("prints the long form's schedules entry by entry, the statement certified and the signature record", async () => {
    const { access_token: token } = await login(
      t.app,
      await createUser(t.database, longFormFixtureAccount()),
    );
    for (const [stepId, values] of Object.entries(validLongFormAnswers)) {
      const res = await putStep(token, 'longForm', stepId, { values, complete: true });
      expect(res.statusCode, `${stepId}: ${res.body}`).toBe(200);
    }
    const submitted = await submit(token, 'longForm', randomUUID());
    expect(submitted.statusCode, submitted.body).toBe(201);
    const { application_id } = submitted.json<{ application_id: string }>();
    const res = await call('GET', `/api/v1/applications/${application_id}/pdf`, token);
    expect(res.statusCode, res.body).toBe(200);

    const text = pdfText(res.rawPayload);
    expect(text).toContain('Investment properties you own');
    expect(text).toContain('Address: 412 NE Going Street, Portland, OR 97211');
    expect(text).toContain('Whose name is it in?: In my name');
    expect(text).toContain('Bank or institution: Umpqua Bank');
    expect(text).toContain('Which loan do you need?: Fix & Flip / Rehab');
    expect(text).toContain('Front of your ID: Uploaded');
    expect(text).toContain('Total assets: $2,367,000');
    expect(text).toContain('Net worth: $1,543,500');
    expect(text).toContain('Your signature: Signed as Gabriela Reyes');
    expect(text).toContain(
      'ESIGN consent given: By signing you agree to sign this application and your financial statement',
    );
    const { ssnOrItin, dateOfBirth, idNumber } = validLongFormAnswers.documentsIDs;
    expect(text).toContain(`On file, ending ${ssnOrItin.slice(-4)}`);
    for (const secret of [ssnOrItin, dateOfBirth, idNumber]) expect(text).not.toContain(secret);
  });

  it('still gives the copy when the stored signature image cannot be decoded, and says so', async () => {
    const { access_token: token } = await login(t.app, await createUser(t.database));
    for (const [stepId, values] of Object.entries(validInvestmentAnswers)) {
      const res = await putStep(token, 'investmentLoanApplication', stepId, { values, complete: true });
      expect(res.statusCode, `${stepId}: ${res.body}`).toBe(200);
    }
    const submitted = await submit(token, 'investmentLoanApplication', randomUUID());
    expect(submitted.statusCode, submitted.body).toBe(201);
    const { application_id } = submitted.json<{ application_id: string }>();
    const res = await call('GET', `/api/v1/applications/${application_id}/pdf`, token);
    expect(res.statusCode, res.body).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Signed as Maya Okafor');
    expect(text).toContain('The drawn signature could not be reproduced in this copy');
    expect(text).toContain('ESIGN consent given: By signing you confirm');
  });

  it('answers another borrower, and an unknown id, with 404', async () => {
    const { applicationId } = await submittedPermanent();
    const other = (await login(t.app, await createUser(t.database))).access_token;
    const theirs = await call('GET', `/api/v1/applications/${applicationId}/pdf`, other);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ error: 'No such application' });
    const unknown = await call('GET', `/api/v1/applications/${randomUUID()}/pdf`, other);
    expect(unknown.statusCode).toBe(404);
    const anonymous = await call('GET', `/api/v1/applications/${applicationId}/pdf`, undefined);
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets a guest download what their own session submitted (the confirmation page), and no other guest', async () => {
    const token = await guestToken();
    for (const [stepId, values] of Object.entries(validPermanentAnswers)) {
      const res = await putStep(token, 'permanentLoanApplication', stepId, { values, complete: true });
      expect(res.statusCode, `${stepId}: ${res.body}`).toBe(200);
    }
    await confirmEmail(token, validPermanentAnswers.borrowerInformation.borrower.email);
    const submitted = await submit(token, 'permanentLoanApplication', randomUUID());
    expect(submitted.statusCode, submitted.body).toBe(201);
    const { application_id } = submitted.json<{ application_id: string }>();

    const own = await call('GET', `/api/v1/applications/${application_id}/pdf`, token);
    expect(own.statusCode, own.body).toBe(200);
    expect(pdfText(own.rawPayload)).toContain('Signed as Jordan Avery Ellis');
    const otherGuest = await call('GET', `/api/v1/applications/${application_id}/pdf`, await guestToken());
    expect(otherGuest.statusCode).toBe(404);
  });

  it('gives staff the same copy and writes the download in the audit log first', async () => {
    const { applicationId } = await submittedPermanent();
    const officer = await createStaff(t.database, 'loan_officer');
    const staff = await staffToken(t.app, officer);
    const res = await call('GET', `/staff/api/v1/applications/${applicationId}/pdf`, staff);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('First name: Jordan');
    expect(text).not.toContain(SSN);

    const admin = await staffToken(t.app, await createStaff(t.database, 'admin'));
    const audit = await call('GET', '/staff/api/v1/audit_log', admin);
    expect(audit.json().items[0]).toMatchObject({
      staff: { id: officer.id },
      action: 'download',
      application_id: applicationId,
      target: 'application-pdf',
    });
    const unknown = await call('GET', `/staff/api/v1/applications/${randomUUID()}/pdf`, staff);
    expect(unknown.statusCode).toBe(404);
  });
});
