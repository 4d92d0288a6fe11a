import {
  APPLICATION_STATUS_CODES,
  type BorrowerApplication,
  type StaffApplication,
} from '@northgate/contracts';
import { monthlyPayment } from '@northgate/loan-math';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema.ts';
import { documentCalls } from '../../../test/helpers/documents.ts';
import { createUser, login, routes } from '../../../test/helpers/fixtures.ts';
import {
  borrowerWithApplication,
  caller,
  createStaff,
  inAWeek,
  offerBody,
  staffToken,
} from '../../../test/helpers/pipeline.ts';
import { pdf } from '../../../test/helpers/sample-files.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

/** What the long form fixture holds that must never leave unrevealed: the ID number and birth date. */
const ID_NUMBER = 'D4821-77309';
const BIRTH_DATE = '1979-06-14';

describe.each(databaseVariants())('the loan pipeline, end to end through the API, on $name', ({ open }) => {
  const t = useTestApp(open);
  const call = caller(() => t.app);
  const docs = documentCalls(() => t.app);

  const mailTo = async (email: string) =>
    t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));

  it('submit, queue, document request, upload, offer, accept: both sides see the status and the timeline', async () => {
    const borrower = await borrowerWithApplication(() => t.app, t.database);
    const { applicationId, reference, token } = borrower;
    const officer = await createStaff(t.database, 'loan_officer');
    const staff = await staffToken(t.app, officer);
    const admin = await staffToken(t.app, await createStaff(t.database, 'admin'));
    const app = `/staff/api/v1/applications/${applicationId}`;
    expect((await call('GET', routes.userInfo, token)).json().status).toBe(
      APPLICATION_STATUS_CODES.submitted,
    );

    // The queue finds it by reference, by email, and among the unassigned submitted ones.
    for (const query of [`q=${reference}`, `q=${encodeURIComponent(borrower.user.email)}`]) {
      const found = await call('GET', `/staff/api/v1/applications?${query}`, staff);
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json()).toMatchObject({ total: 1, items: [{ application_id: applicationId, reference }] });
    }
    const unassigned = await call(
      'GET',
      '/staff/api/v1/applications?status=submitted&assignee=none&page_size=100',
      staff,
    );
    expect(unassigned.json().items.map((item: { reference: string }) => item.reference)).toContain(reference);

    // Assigned to the officer: their "mine" filter has it.
    expect((await call('PUT', `${app}/assignee`, staff, { staff_id: officer.id })).statusCode).toBe(200);
    const mine = await call('GET', '/staff/api/v1/applications?assignee=me', staff);
    expect(mine.json().items).toEqual([expect.objectContaining({ application_id: applicationId })]);

    // The application: answers by step, the ID number masked to its last four digits.
    const detail = await call('GET', app, staff);
    expect(detail.statusCode).toBe(200);
    expect(detail.body).not.toContain(ID_NUMBER);
    expect(detail.body).not.toContain(BIRTH_DATE);
    const ids = detail.json<StaffApplication>().steps.find((step) => step.id === 'documentsIDs');
    expect(ids?.rows.find((row) => row.path === 'idNumber')).toEqual({
      path: 'idNumber',
      label: 'ID number',
      within: [],
      value: 'On file, ending 7309',
      masked: true,
      revealable: true,
    });

    // A reveal answers the value and is in the audit log (without the value) before the answer.
    const reveal = await call('POST', `${app}/reveal`, staff, { step: 'documentsIDs', field: 'idNumber' });
    expect(reveal.json()).toEqual({ value: ID_NUMBER });
    const audit = await call('GET', '/staff/api/v1/audit_log', admin);
    expect(audit.json().items[0]).toMatchObject({
      staff: { id: officer.id },
      action: 'reveal',
      application_id: applicationId,
      target: 'documentsIDs.idNumber',
      what: 'Revealed ID number (Your ID documents)',
    });
    expect(audit.body).not.toContain(ID_NUMBER);
    expect(t.logs.text).not.toContain(ID_NUMBER);
    const notSensitive = await call('POST', `${app}/reveal`, staff, {
      step: 'documentsIDs',
      field: 'citizenship',
    });
    expect(notSensitive.statusCode).toBe(404);

    // A transition the table does not allow is refused.
    const skip = await call('POST', `${app}/status`, staff, { status: 'offer_accepted' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toEqual({ error: 'An application that is submitted cannot move to offer accepted' });
    const review = await call('POST', `${app}/status`, staff, { status: 'in_review', note: 'We started.' });
    expect(review.json()).toMatchObject({ status: 'in_review' });

    // Staff ask for a document; the application waits on it.
    const due = inAWeek().date;
    const asked = await call('POST', `${app}/document_requests`, staff, {
      name: 'Purchase contract',
      due_date: due,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const requestId = asked.json().id as string;
    expect((await call('GET', app, staff)).json().status).toBe('documents_requested');

    // The borrower sees it, uploads the file and sends it.
    const requests = await call('GET', '/api/v1/document_requests', token);
    expect(requests.json().document_requests).toEqual([
      expect.objectContaining({ id: requestId, name: 'Purchase contract', due_date: due, state: 'open' }),
    ]);
    const upload = await docs.upload(token, 'requested', {
      fileName: 'contract.pdf',
      contentType: 'application/pdf',
      bytes: pdf(),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const documentId = upload.json().id as string;
    const sent = await call('POST', `/api/v1/document_requests/${requestId}/documents`, token, {
      document_ids: [documentId],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ state: 'answered', documents: [{ id: documentId, locked: true }] });
    const again = await call('POST', `/api/v1/document_requests/${requestId}/documents`, token, {
      document_ids: [documentId],
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().detail[0].loc).toEqual(['body', 'document_ids']);

    // Staff see it arrive and download it (audited).
    const withDocument = (await call('GET', app, staff)).json<StaffApplication>();
    expect(withDocument.documents).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: documentId, request_id: requestId })]),
    );
    const download = await call('GET', `${app}/documents/${documentId}/file`, staff);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect((await call('GET', '/staff/api/v1/audit_log', admin)).json().items[0]).toMatchObject({
      action: 'download',
      target: documentId,
    });

    // An offer, its payment from the shared loan math.
    const offered = await call('POST', `${app}/offers`, staff, offerBody());
    expect(offered.statusCode, offered.body).toBe(201);
    const offer = offered.json();
    expect(offer).toMatchObject({ state: 'open', monthly_payment: monthlyPayment(450000, 10.5, 360) });
    expect((await call('GET', routes.userInfo, token)).json().status).toBe(
      APPLICATION_STATUS_CODES.offer_issued,
    );

    // Another borrower sees none of it.
    const stranger = (await login(t.app, await createUser(t.database))).access_token;
    expect((await call('GET', `/api/v1/applications/${applicationId}`, stranger)).statusCode).toBe(404);
    expect((await call('POST', `/api/v1/loan_offers/${offer.id}/accept`, stranger)).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/loan_offers', stranger)).json()).toEqual({ offers: [] });
    expect((await call('GET', '/api/v1/document_requests', stranger)).json()).toEqual({
      document_requests: [],
    });
    expect(
      (
        await call('POST', `/api/v1/document_requests/${requestId}/documents`, stranger, {
          document_ids: [documentId],
        })
      ).statusCode,
    ).toBe(404);

    // The borrower accepts; once only.
    expect((await call('GET', '/api/v1/loan_offers', token)).json().offers).toEqual([
      expect.objectContaining({ id: offer.id }),
    ]);
    const accepted = await call('POST', `/api/v1/loan_offers/${offer.id}/accept`, token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ state: 'accepted' });
    expect((await call('POST', `/api/v1/loan_offers/${offer.id}/accept`, token)).statusCode).toBe(409);

    // Both sides: the final status and the timeline (assignment is staff-only).
    const mineNow = (
      await call('GET', `/api/v1/applications/${applicationId}`, token)
    ).json<BorrowerApplication>();
    expect(mineNow.status).toBe('offer_accepted');
    expect(mineNow.timeline.map((event) => event.kind)).toEqual([
      'submitted',
      'status_changed',
      'document_requested',
      'document_received',
      'offer_issued',
      'offer_accepted',
    ]);
    expect(mineNow.timeline.every((event) => event.staff_name === null)).toBe(true);
    expect(mineNow.timeline[1]).toMatchObject({ status: 'in_review', note: 'We started.', actor: 'staff' });
    const staffNow = (await call('GET', app, staff)).json<StaffApplication>();
    expect(staffNow.status).toBe('offer_accepted');
    expect(staffNow.timeline.map((event) => event.kind)).toContain('assigned');
    expect(staffNow.offers[0]).toMatchObject({ id: offer.id, state: 'accepted' });
    expect((await call('GET', routes.userInfo, token)).json().status).toBe(
      APPLICATION_STATUS_CODES.offer_accepted,
    );

    // The borrower's emails: each change told, none with the ID number or the birth date.
    const mail = await mailTo(borrower.user.email);
    const subjects = mail.map((message) => message.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        `Your application ${reference}: In review`,
        `We need a document for your application ${reference}`,
        `Your loan offer for application ${reference}`,
        `Your application ${reference}: Offer accepted`,
      ]),
    );
    for (const message of mail) {
      expect(message.body).not.toContain(ID_NUMBER);
      expect(message.body).not.toContain(BIRTH_DATE);
    }
    expect(mail.find((message) => message.subject?.endsWith('In review'))?.body).toContain('We started.');
  });
});
