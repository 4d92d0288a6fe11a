import { DOCUMENT_MAX_BYTES, type DocumentInfo, type Rehab } from '@northgate/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationEvents, staffAuditLog } from '../src/db/pipeline-schema.ts';
import { documentMessages } from '../src/messages.ts';
import { documentCalls } from './helpers/documents.ts';
import { freshIp } from './helpers/fixtures.ts';
import { borrowerWithApplication, caller, createStaff, offerBody, staffToken } from './helpers/pipeline.ts';
import { advanceToFunded, fourLineBudget } from './helpers/rehab.ts';
import { jpeg, multipart, png, type Part } from './helpers/sample-files.ts';
import { useTestApp } from './helpers/test-app.ts';
import { databaseVariants } from './helpers/test-database.ts';

describe.each(databaseVariants())('inspection photos of a draw, on $name', ({ open }) => {
  const t = useTestApp(open);
  const call = caller(() => t.app);
  const docs = documentCalls(() => t.app);
  const upload = (drawId: string, token: string | undefined, part: Part) => {
    const { body, contentType } = multipart([part]);
    return t.app.inject({
      method: 'POST',
      url: `/staff/api/v1/draws/${drawId}/inspection/photos`,
      payload: body,
      headers: {
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
        'content-type': contentType,
      },
      remoteAddress: freshIp(),
    });
  };
  const photo = (fileName: string): Part => ({ fileName, contentType: 'image/jpeg', bytes: jpeg() });

  /** A funded fix-and-flip loan with its budget approved in full and Draw 1 asked on the roof. */
  async function drawRequested() {
    const borrower = await borrowerWithApplication(() => t.app, t.database);
    const officer = await staffToken(t.app, await createStaff(t.database, 'loan_officer'));
    const processor = await staffToken(t.app, await createStaff(t.database, 'processor'));
    const rehabUrl = `/api/v1/applications/${borrower.applicationId}/rehab`;
    const lines = (await call('PUT', `${rehabUrl}/budget`, borrower.token, fourLineBudget())).json<Rehab>()
      .budget.lines;
    const approved = await call(
      'POST',
      `/staff/api/v1/applications/${borrower.applicationId}/rehab/budget/approve`,
      officer,
      { lines: lines.map((line) => ({ line_id: line.id, approved_cents: line.requested_cents })) },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    await advanceToFunded(t.app, borrower, officer, { ...offerBody(), holdback: 70_500.5 });
    const roof = lines.find((line) => line.category === 'roof')?.id as string;
    const own = await docs.upload(borrower.token, 'requested', photo('borrower-roof.jpg'));
    const requested = await call('POST', `${rehabUrl}/draws`, borrower.token, {
      lines: [{ line_id: roof, amount_cents: 1_000_000 }],
      access_notes: 'Lockbox code 4417.',
      document_ids: [own.json<DocumentInfo>().id],
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const drawId = requested.json<Rehab>().draws[0]?.id as string;
    return { ...borrower, officer, processor, rehabUrl, roof, drawId };
  }

  it('staff attach photos with the inspection; both sides list and download them apart from the borrower’s', async () => {
    const loan = await drawRequested();
    const { applicationId, token, processor, officer, drawId, roof } = loan;

    // Before the inspection is recorded, a processor attaches two photos.
    const first = await upload(drawId, processor, photo('roof-north.jpg'));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<DocumentInfo>()).toMatchObject({
      purpose: 'inspection',
      file_name: 'roof-north.jpg',
      content_type: 'image/jpeg',
      size: jpeg().length,
      locked: true,
    });
    const second = await upload(drawId, processor, {
      fileName: 'roof-south.png',
      contentType: 'image/png',
      bytes: png(),
    });
    expect(second.statusCode, second.body).toBe(201);
    const inspected = await call('POST', `/staff/api/v1/draws/${drawId}/inspection`, processor, {
      lines: [{ line_id: roof, percent_complete: 60 }],
      note: 'Roof sheathing done, shingles on the north side.',
    });
    expect(inspected.statusCode, inspected.body).toBe(200);

    // The timeline's note counts them; each upload is in the staff audit log.
    const [event] = await t.database.db
      .select()
      .from(applicationEvents)
      .where(
        and(eq(applicationEvents.applicationId, applicationId), eq(applicationEvents.kind, 'draw_inspected')),
      );
    expect(event?.note).toBe(
      'Draw 1: Roof sheathing done, shingles on the north side. (2 inspection photos)',
    );
    const audited = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.applicationId, applicationId), eq(staffAuditLog.action, 'upload')));
    expect(audited.map((entry) => entry.target).sort()).toEqual(
      [first.json<DocumentInfo>().id, second.json<DocumentInfo>().id].sort(),
    );
    // The admins' audit log says what was done.
    const admin = await staffToken(t.app, await createStaff(t.database, 'admin'));
    const log = await call('GET', '/staff/api/v1/audit_log', admin);
    expect(log.statusCode, log.body).toBe(200);
    expect(
      log
        .json<{ items: { action: string; target: string; what: string }[] }>()
        .items.find((item) => item.target === first.json<DocumentInfo>().id),
    ).toMatchObject({ action: 'upload', what: 'Uploaded an inspection photo' });

    // Both sides see the inspector's photos apart from the borrower's.
    const staffView = (
      await call('GET', `/staff/api/v1/applications/${applicationId}/rehab`, officer)
    ).json<Rehab>();
    const borrowerView = (await call('GET', loan.rehabUrl, token)).json<Rehab>();
    for (const view of [staffView, borrowerView]) {
      const draw = view.draws[0];
      expect(draw?.photos.map((p) => p.file_name)).toEqual(['borrower-roof.jpg']);
      expect(draw?.inspection_photos.map((p) => [p.file_name, p.size])).toEqual([
        ['roof-north.jpg', jpeg().length],
        ['roof-south.png', png().length],
      ]);
    }

    // Staff download one (audited), the borrower too; the borrower cannot remove it.
    const id = first.json<DocumentInfo>().id;
    const staffDownload = await call(
      'GET',
      `/staff/api/v1/applications/${applicationId}/documents/${id}/file`,
      officer,
    );
    expect(staffDownload.statusCode).toBe(200);
    expect(staffDownload.rawPayload.equals(jpeg())).toBe(true);
    const ownDownload = await docs.download(token, id);
    expect(ownDownload.statusCode).toBe(200);
    expect(ownDownload.rawPayload.equals(jpeg())).toBe(true);
    expect(ownDownload.headers['content-disposition']).toContain('roof-north.jpg');
    expect((await docs.remove(token, id)).statusCode).toBe(409);
    // Another borrower cannot download it.
    const stranger = await borrowerWithApplication(() => t.app, t.database);
    expect((await docs.download(stranger.token, id)).statusCode).toBe(404);

    // Once the draw is paid, no more photos.
    await call('POST', `/staff/api/v1/draws/${drawId}/approve`, officer, {
      lines: [{ line_id: roof, amount_cents: 1_000_000 }],
    });
    expect((await upload(drawId, officer, photo('late.jpg'))).statusCode).toBe(201);
    expect((await call('POST', `/staff/api/v1/draws/${drawId}/pay`, officer, {})).statusCode).toBe(200);
    const paid = await upload(drawId, officer, photo('after-payment.jpg'));
    expect(paid.statusCode).toBe(409);
    expect(paid.json().error).toBe(
      'Draw 1 is paid; inspection photos can be added until a draw is paid or declined',
    );
  });

  it('refuses a declined draw, an unknown draw, a borrower’s token, and a wrong or oversized file', async () => {
    const { token, officer, processor, drawId, rehabUrl } = await drawRequested();
    const unknown = '00000000-0000-4000-8000-000000000000';
    const notFound = await upload(unknown, processor, photo('roof.jpg'));
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json().error).toBe('No such draw');
    expect((await upload(drawId, token, photo('roof.jpg'))).statusCode).toBe(403);
    expect((await upload(drawId, undefined, photo('roof.jpg'))).statusCode).toBe(401);

    const text = await upload(drawId, processor, {
      fileName: 'notes.txt',
      contentType: 'text/plain',
      bytes: Buffer.from('The roof is done.'),
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().error).toBe(documentMessages.unsupportedType);
    const mismatch = await upload(drawId, processor, {
      fileName: 'roof.png',
      contentType: 'image/png',
      bytes: jpeg(),
    });
    expect(mismatch.statusCode).toBe(415);
    expect(mismatch.json().error).toBe(documentMessages.typeMismatch);
    const large = await upload(drawId, processor, {
      fileName: 'huge.jpg',
      contentType: 'image/jpeg',
      bytes: Buffer.concat([jpeg(), Buffer.alloc(DOCUMENT_MAX_BYTES)]),
    });
    expect(large.statusCode).toBe(413);
    expect(large.json().error).toBe(documentMessages.tooLarge);
    const empty = await upload(drawId, processor, {
      fileName: 'empty.jpg',
      contentType: 'image/jpeg',
      bytes: Buffer.alloc(0),
    });
    expect(empty.statusCode).toBe(422);
    // Nothing refused was kept.
    expect((await call('GET', rehabUrl, token)).json<Rehab>().draws[0]?.inspection_photos).toEqual([]);

    const declined = await call('POST', `/staff/api/v1/draws/${drawId}/decline`, officer, {
      reason: 'The roofer has not started.',
    });
    expect(declined.statusCode).toBe(200);
    const late = await upload(drawId, processor, photo('roof.jpg'));
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(
      'Draw 1 is declined; inspection photos can be added until a draw is paid or declined',
    );
  });
});
