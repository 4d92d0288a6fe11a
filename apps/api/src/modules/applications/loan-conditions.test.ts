import {
  APPLICATION_STATUS_CODES,
  type BorrowerApplication,
  type LoanCondition,
  type StaffApplication,
} from '@northgate/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationEvents } from '../../db/pipeline-schema.ts';
import { outboxMessages } from '../../db/schema.ts';
import { documentCalls } from '../../../test/helpers/documents.ts';
import { createUser, login, routes } from '../../../test/helpers/fixtures.ts';
import {
  applicationAtTermSheetSigned,
  borrowerWithApplication,
  caller,
  closingBody,
  createStaff,
  inAWeek,
  staffToken,
} from '../../../test/helpers/pipeline.ts';
import { pdf } from '../../../test/helpers/sample-files.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import { databaseVariants } from '../../../test/helpers/test-database.ts';

const condition = (overrides: Record<string, unknown> = {}) => ({
  stage: 'prior_to_closing',
  title: 'Proof of insurance',
  description: 'The hazard insurance binder naming Northgate as mortgagee.',
  due_date: inAWeek().date,
  cleared_by: 'both',
  ...overrides,
});

describe.each(databaseVariants())('loan conditions and clear to close, on $name', ({ open }) => {
  const t = useTestApp(open);
  const call = caller(() => t.app);
  const docs = documentCalls(() => t.app);
  const mailTo = async (email: string) =>
    t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));

  it('conditions cleared by upload and note, refusals on the way, then clear to close; both sides see it', async () => {
    const { applicationId, reference, token, user, staff } = await applicationAtTermSheetSigned(
      () => t.app,
      t.database,
    );
    const app = `/staff/api/v1/applications/${applicationId}`;
    const processor = await staffToken(t.app, await createStaff(t.database, 'processor'));

    // A processor adds a condition cleared by both an upload and a note; the borrower is emailed in the same change.
    const added = await call('POST', `${app}/conditions`, processor, condition());
    expect(added.statusCode, added.body).toBe(201);
    const insurance = added.json<LoanCondition>();
    expect(insurance).toMatchObject({
      stage: 'prior_to_closing',
      title: 'Proof of insurance',
      state: 'open',
      cleared_by: 'both',
      upload: { state: 'open', name: 'Proof of insurance', documents: [] },
    });
    const appraisal = (
      await call(
        'POST',
        `${app}/conditions`,
        staff,
        condition({ title: 'Appraisal review', cleared_by: 'staff_note', stage: 'prior_to_docs' }),
      )
    ).json<LoanCondition>();
    expect(appraisal.upload).toBeNull();
    const funding = await call(
      'POST',
      `${app}/conditions`,
      staff,
      condition({ title: 'Wire instructions verified', cleared_by: 'staff_note', stage: 'prior_to_funding' }),
    );
    expect(funding.statusCode).toBe(201);
    const addedMail = (await mailTo(user.email)).filter(
      (m) => m.subject === `A condition to clear for your loan ${reference}`,
    );
    expect(addedMail).toHaveLength(3);
    const addedEvent = await t.database.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.kind, 'condition_added'));
    // The email is keyed by its timeline event: written together.
    expect(addedMail.map((m) => m.idempotencyKey)).toEqual(
      expect.arrayContaining(
        addedEvent
          .filter((e) => e.applicationId === applicationId)
          .map((e) => `application-condition-added:${e.id}:borrower`),
      ),
    );
    const insuranceMail = addedMail.find((m) => m.body.includes('Proof of insurance'));
    expect(insuranceMail?.body).toContain('Please upload what it asks for');

    // The condition's upload is not among the plain document requests.
    expect((await call('GET', '/api/v1/document_requests', token)).json().document_requests).toEqual([]);

    // Clearing a "both" condition before the upload is refused.
    const early = await call('POST', `/staff/api/v1/conditions/${insurance.id}/clear`, staff, {
      note: 'Binder checked',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      error:
        'The borrower has not uploaded the document this condition needs yet. It can be cleared once the upload arrives.',
    });
    // A note is needed to clear.
    const noNote = await call('POST', `/staff/api/v1/conditions/${appraisal.id}/clear`, staff, {
      note: '  ',
    });
    expect(noNote.statusCode).toBe(422);

    // Clear to close while conditions before closing are open: refused, naming them.
    const tooSoon = await call('POST', `${app}/clear_to_close`, staff, {});
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json()).toEqual({
      error:
        'Not clear to close: 2 conditions before closing are still open: “Proof of insurance”, “Appraisal review”',
    });
    // The generic status change never reaches clear_to_close, nor closing from an accepted offer.
    const generic = await call('POST', `${app}/status`, staff, { status: 'clear_to_close' });
    expect(generic.statusCode).toBe(409);
    expect(generic.json().error).toContain('only with the Clear to close action');
    expect((await call('POST', `${app}/status`, staff, { status: 'closing' })).statusCode).toBe(409);

    // The borrower uploads with the usual request machinery.
    const upload = await docs.upload(token, 'requested', {
      fileName: 'binder.pdf',
      contentType: 'application/pdf',
      bytes: pdf(),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const sent = await call('POST', `/api/v1/document_requests/${insurance.upload?.id}/documents`, token, {
      document_ids: [upload.json().id],
    });
    expect(sent.statusCode, sent.body).toBe(200);

    // Now staff clear both (a processor may); the borrower is told with the note.
    const cleared = await call('POST', `/staff/api/v1/conditions/${insurance.id}/clear`, processor, {
      note: 'Binder received and checked.',
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({
      state: 'cleared',
      clear_note: 'Binder received and checked.',
      cleared_by_staff: 'Morgan Processor',
    });
    const twice = await call('POST', `/staff/api/v1/conditions/${insurance.id}/clear`, staff, {
      note: 'Again',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: 'This condition is already cleared' });

    // Reopening an open condition is refused; a cleared one reopens with a reason, asking for a new upload.
    expect(
      (await call('POST', `/staff/api/v1/conditions/${appraisal.id}/reopen`, staff, { reason: 'x' }))
        .statusCode,
    ).toBe(409);
    const reopened = await call('POST', `/staff/api/v1/conditions/${insurance.id}/reopen`, staff, {
      reason: 'The binder has expired; please send the renewed one.',
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toMatchObject({
      state: 'open',
      upload: { state: 'open' },
      cleared_by_staff: null,
    });
    expect(
      (await call('POST', `/staff/api/v1/conditions/${insurance.id}/clear`, staff, { note: 'Old binder' }))
        .statusCode,
    ).toBe(409);
    const renewed = await docs.upload(token, 'requested', {
      fileName: 'renewed-binder.pdf',
      contentType: 'application/pdf',
      bytes: pdf(),
    });
    await call('POST', `/api/v1/document_requests/${insurance.upload?.id}/documents`, token, {
      document_ids: [renewed.json().id],
    });
    expect(
      (
        await call('POST', `/staff/api/v1/conditions/${insurance.id}/clear`, staff, {
          note: 'Renewed binder checked.',
        })
      ).statusCode,
    ).toBe(200);

    // One left open: still refused, naming it.
    const oneLeft = await call('POST', `${app}/clear_to_close`, staff, {});
    expect(oneLeft.statusCode).toBe(409);
    expect(oneLeft.json()).toEqual({
      error: 'Not clear to close: 1 condition before closing is still open: “Appraisal review”',
    });
    await call('POST', `/staff/api/v1/conditions/${appraisal.id}/clear`, staff, {
      note: 'Appraisal reviewed; value supported.',
    });

    // A prior-to-funding condition does not hold up clear to close.
    const ready = await call('POST', `${app}/clear_to_close`, processor, { note: 'Ready to schedule.' });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json<StaffApplication>().status).toBe('clear_to_close');
    expect((await call('POST', `${app}/clear_to_close`, staff, {})).statusCode).toBe(409);

    // The borrower's view: conditions by stage, who cleared hidden; the timeline and status code.
    const mine = (
      await call('GET', `/api/v1/applications/${applicationId}`, token)
    ).json<BorrowerApplication>();
    expect(mine.status).toBe('clear_to_close');
    expect(mine.conditions.map((c) => [c.stage, c.title, c.state])).toEqual([
      ['prior_to_docs', 'Appraisal review', 'cleared'],
      ['prior_to_closing', 'Proof of insurance', 'cleared'],
      ['prior_to_funding', 'Wire instructions verified', 'open'],
    ]);
    expect(mine.conditions.every((c) => c.cleared_by_staff === null)).toBe(true);
    expect(mine.document_requests).toEqual([]);
    expect(mine.timeline.map((e) => e.kind)).toEqual(
      expect.arrayContaining([
        'condition_added',
        'condition_cleared',
        'condition_reopened',
        'document_received',
      ]),
    );
    expect(mine.timeline.at(-1)).toMatchObject({
      kind: 'status_changed',
      status: 'clear_to_close',
      from_status: 'term_sheet_signed',
    });
    expect((await call('GET', routes.userInfo, token)).json().status).toBe(
      APPLICATION_STATUS_CODES.clear_to_close,
    );

    // Staff see who cleared each; the closing is scheduled with its own action (ADR 0060).
    const detail = (await call('GET', app, staff)).json<StaffApplication>();
    expect(detail.conditions.find((c) => c.title === 'Appraisal review')).toMatchObject({
      cleared_by_staff: 'Morgan Officer',
      clear_note: 'Appraisal reviewed; value supported.',
    });
    expect((await call('POST', `${app}/status`, staff, { status: 'closing' })).statusCode).toBe(409);
    expect((await call('POST', `${app}/closing`, staff, closingBody())).statusCode).toBe(200);

    const subjects = (await mailTo(user.email)).map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        `A condition on your loan ${reference} is cleared`,
        `A condition on your loan ${reference} needs attention again`,
        `Your application ${reference}: Clear to close`,
      ]),
    );
    const reopenMail = (await mailTo(user.email)).find((m) => m.subject?.includes('needs attention again'));
    expect(reopenMail?.body).toContain('Why: The binder has expired; please send the renewed one.');
  });

  it('refuses conditions outside an accepted offer, borrowers, and unknown ids', async () => {
    const officer = await createStaff(t.database, 'loan_officer');
    const staff = await staffToken(t.app, officer);
    const submitted = await borrowerWithApplication(() => t.app, t.database);
    const early = await call(
      'POST',
      `/staff/api/v1/applications/${submitted.applicationId}/conditions`,
      staff,
      condition(),
    );
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      error:
        'Conditions can be added and changed from an accepted offer until funding; this application is submitted',
    });

    const accepted = await applicationAtTermSheetSigned(() => t.app, t.database);
    const app = `/staff/api/v1/applications/${accepted.applicationId}`;
    const added = (
      await call('POST', `${app}/conditions`, staff, condition({ cleared_by: 'staff_note' }))
    ).json<LoanCondition>();

    // A borrower's token cannot add, clear, reopen or clear to close (403); an unknown id is 404.
    for (const [method, url, body] of [
      ['POST', `${app}/conditions`, condition()],
      ['POST', `/staff/api/v1/conditions/${added.id}/clear`, { note: 'Done' }],
      ['POST', `/staff/api/v1/conditions/${added.id}/reopen`, { reason: 'Again' }],
      ['POST', `${app}/clear_to_close`, {}],
    ] as const) {
      expect((await call(method, url, accepted.token, body)).statusCode, url).toBe(403);
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await call('POST', `/staff/api/v1/applications/${unknown}/conditions`, staff, condition())).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/staff/api/v1/conditions/${unknown}/clear`, staff, { note: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/staff/api/v1/applications/${unknown}/clear_to_close`, staff, {})).statusCode,
    ).toBe(404);

    // Bad input: an unknown stage and a past due date.
    const bad = await call(
      'POST',
      `${app}/conditions`,
      staff,
      condition({ stage: 'whenever', due_date: '2020-01-01' }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail.map((d: { loc: string[] }) => d.loc.at(-1))).toEqual(['stage', 'due_date']);

    // Another borrower sees none of it: the application is 404 to them.
    const stranger = (await login(t.app, await createUser(t.database))).access_token;
    expect((await call('GET', `/api/v1/applications/${accepted.applicationId}`, stranger)).statusCode).toBe(
      404,
    );

    // On a final status: refused.
    expect((await call('POST', `${app}/status`, staff, { status: 'withdrawn' })).statusCode).toBe(200);
    const closed = await call('POST', `${app}/conditions`, staff, condition());
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error).toContain('this application is withdrawn');
    expect(
      (await call('POST', `/staff/api/v1/conditions/${added.id}/clear`, staff, { note: 'x' })).statusCode,
    ).toBe(409);
  });
});
