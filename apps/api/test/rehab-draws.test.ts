import type { Rehab } from '@northgate/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationEvents } from '../src/db/pipeline-schema.ts';
import { outboxMessages } from '../src/db/schema.ts';
import { documentCalls } from './helpers/documents.ts';
import { borrowerWithApplication, caller, createStaff, offerBody, staffToken } from './helpers/pipeline.ts';
import { advanceToFunded, fourLineBudget } from './helpers/rehab.ts';
import { jpeg } from './helpers/sample-files.ts';
import { useTestApp } from './helpers/test-app.ts';
import { databaseVariants } from './helpers/test-database.ts';

describe.each(databaseVariants())('rehab budget and draws, on $name', ({ open }) => {
  const t = useTestApp(open);
  const call = caller(() => t.app);
  const docs = documentCalls(() => t.app);
  const mailTo = async (email: string) =>
    t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));

  it('a budget approved with a reduced line, the holdback held to it, two draws paid, an over-draw refused', async () => {
    const borrower = await borrowerWithApplication(() => t.app, t.database);
    const { applicationId, token, user, reference } = borrower;
    const officer = await staffToken(t.app, await createStaff(t.database, 'loan_officer'));
    const processor = await staffToken(t.app, await createStaff(t.database, 'processor'));
    const rehabUrl = `/api/v1/applications/${applicationId}/rehab`;
    const staffApp = `/staff/api/v1/applications/${applicationId}`;

    // Nothing yet: a fix-and-flip loan may have a budget.
    const empty = (await call('GET', rehabUrl, token)).json<Rehab>();
    expect(empty).toMatchObject({
      eligible: true,
      budget: { state: 'none', lines: [], editable: true },
      draws: [],
    });

    // The borrower enters the budget, then changes it (lines replace the earlier ones).
    const first = await call('PUT', `${rehabUrl}/budget`, token, {
      lines: [{ category: 'roof', description: 'Patch the roof', amount_cents: 500_000 }],
    });
    expect(first.statusCode, first.body).toBe(200);
    const saved = await call('PUT', `${rehabUrl}/budget`, token, fourLineBudget());
    expect(saved.statusCode, saved.body).toBe(200);
    const draft = saved.json<Rehab>();
    expect(draft.budget).toMatchObject({ state: 'draft', requested_cents: 7_050_050, approved_cents: null });
    expect(draft.budget.lines.map((line) => line.category)).toEqual([
      'roof',
      'kitchen',
      'plumbing',
      'flooring',
    ]);
    const id = (category: string) =>
      draft.budget.lines.find((line) => line.category === category)?.id as string;

    // A line's cost must be positive; a category from the list.
    const bad = await call('PUT', `${rehabUrl}/budget`, token, {
      lines: [{ category: 'pool', description: 'Pool', amount_cents: 0 }],
    });
    expect(bad.statusCode).toBe(422);

    // Approval: a processor may not; a line above what was asked, or a line left out, is refused.
    const approval = (kitchen: number, lines = draft.budget.lines) => ({
      lines: lines.map((line) => ({
        line_id: line.id,
        approved_cents: line.category === 'kitchen' ? kitchen : line.requested_cents,
      })),
      note: 'Kitchen budget set to the contractor’s bid.',
    });
    const approveUrl = `${staffApp}/rehab/budget/approve`;
    expect((await call('POST', approveUrl, processor, approval(2_500_000))).statusCode).toBe(403);
    expect((await call('POST', approveUrl, token, approval(2_500_000))).statusCode).toBe(403);
    const above = await call('POST', approveUrl, officer, approval(3_100_000));
    expect(above.statusCode).toBe(422);
    expect(above.body).toContain('Kitchen: the approved $31,000.00 is more than the $30,000.00 asked');
    const partial = await call('POST', approveUrl, officer, approval(2_500_000, draft.budget.lines.slice(1)));
    expect(partial.statusCode).toBe(422);
    expect(partial.body).toContain('Give an amount for every line, including Roof');

    const approved = await call('POST', approveUrl, officer, approval(2_500_000));
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<Rehab>().budget).toMatchObject({
      state: 'approved',
      requested_cents: 7_050_050,
      approved_cents: 6_550_050,
      approved_by: 'Morgan Officer',
      editable: false,
    });
    // On the timeline, and the borrower's email keyed by that event (one transaction).
    const [approvedEvent] = await t.database.db
      .select()
      .from(applicationEvents)
      .where(
        and(
          eq(applicationEvents.applicationId, applicationId),
          eq(applicationEvents.kind, 'rehab_budget_approved'),
        ),
      );
    expect(approvedEvent?.note).toBe('$65,500.50 approved of $70,500.50 asked');
    const approvalMail = (await mailTo(user.email)).find(
      (m) => m.subject === `Your rehab budget for loan ${reference} is approved`,
    );
    expect(approvalMail?.idempotencyKey).toBe(
      `application-rehab-budget-approved:${approvedEvent?.id}:borrower`,
    );
    expect(approvalMail?.body).toContain('$65,500.50 in all (you asked for $70,500.50)');

    // Approved: the borrower can no longer change it, nor staff approve it twice.
    const late = await call('PUT', `${rehabUrl}/budget`, token, fourLineBudget());
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatch(/^The rehab budget was approved on .+ and can no longer be changed/);
    expect((await call('POST', approveUrl, officer, approval(2_500_000))).statusCode).toBe(409);

    // The offer's holdback must be the approved budget, to the cent.
    const wrongHoldback = await call('POST', `${staffApp}/status`, officer, { status: 'in_review' });
    expect(wrongHoldback.statusCode).toBe(200);
    const offer = await call('POST', `${staffApp}/offers`, officer, { ...offerBody(), holdback: 70_500.5 });
    expect(offer.statusCode).toBe(422);
    expect(offer.body).toContain(
      'The holdback must equal the approved rehab budget: this offer holds back $70,500.50, but the approved budget is $65,500.50',
    );

    // No draw before funding.
    const draw1 = {
      lines: [
        { line_id: id('roof'), amount_cents: 1_000_000 },
        { line_id: id('kitchen'), amount_cents: 500_000 },
      ],
      access_notes: 'Lockbox on the back door, code 4417. Call Dana on 555-0142 first.',
    };
    const early = await call('POST', `${rehabUrl}/draws`, token, draw1);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(
      'Draws can be requested once the loan is funded; this application is in review',
    );

    await advanceToFunded(t.app, borrower, officer, { ...offerBody(), holdback: 65_500.5 });
    const funded = (await call('GET', rehabUrl, token)).json<Rehab>();
    expect(funded).toMatchObject({
      holdback_cents: 6_550_050,
      paid_cents: 0,
      remaining_holdback_cents: 6_550_050,
      can_request_draw: true,
    });

    // Draw 1, with a photo of the work; the photo is locked once sent.
    const photo = await docs.upload(token, 'requested', {
      fileName: 'roof.jpg',
      contentType: 'image/jpeg',
      bytes: jpeg(),
    });
    expect(photo.statusCode, photo.body).toBe(201);
    const requested = await call('POST', `${rehabUrl}/draws`, token, {
      ...draw1,
      document_ids: [photo.json().id],
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const first1 = requested.json<Rehab>().draws[0];
    expect(first1).toMatchObject({ number: 1, state: 'requested', requested_cents: 1_500_000 });
    expect(first1?.photos.map((p) => p.file_name)).toEqual(['roof.jpg']);
    const drawUrl = (drawId: string) => `/staff/api/v1/draws/${drawId}`;
    const d1 = first1?.id as string;
    // The same photo cannot be sent twice.
    const again = await call('POST', `${rehabUrl}/draws`, token, {
      ...draw1,
      document_ids: [photo.json().id],
    });
    expect(again.statusCode).toBe(422);
    // Staff download it.
    const download = await call('GET', `${staffApp}/documents/${photo.json().id}/file`, officer);
    expect(download.statusCode).toBe(200);

    // Approval waits for the inspection; a processor inspects, only an officer approves.
    const full = {
      lines: [
        { line_id: id('roof'), amount_cents: 1_000_000 },
        { line_id: id('kitchen'), amount_cents: 500_000 },
      ],
    };
    const uninspected = await call('POST', `${drawUrl(d1)}/approve`, officer, full);
    expect(uninspected.statusCode).toBe(409);
    expect(uninspected.json().error).toBe('Draw 1 has not been inspected yet; record the inspection first');
    const inspected = await call('POST', `${drawUrl(d1)}/inspection`, processor, {
      lines: [
        { line_id: id('roof'), percent_complete: 50 },
        { line_id: id('kitchen'), percent_complete: 20 },
      ],
      note: 'Roof half done; cabinets delivered.',
    });
    expect(inspected.statusCode, inspected.body).toBe(200);
    expect((await call('POST', `${drawUrl(d1)}/approve`, processor, full)).statusCode).toBe(403);
    const approved1 = await call('POST', `${drawUrl(d1)}/approve`, officer, full);
    expect(approved1.statusCode, approved1.body).toBe(200);
    expect((await call('POST', `${drawUrl(d1)}/decline`, officer, { reason: 'Late' })).statusCode).toBe(409);
    const paid1 = await call('POST', `${drawUrl(d1)}/pay`, officer, { note: 'Wire 2026-11-28' });
    expect(paid1.statusCode, paid1.body).toBe(200);
    expect((await call('POST', `${drawUrl(d1)}/pay`, officer, {})).statusCode).toBe(409);

    // An over-draw on a line is refused with the figures.
    const over = await call('POST', `${rehabUrl}/draws`, token, {
      lines: [{ line_id: id('roof'), amount_cents: 1_200_000 }],
      access_notes: 'Lockbox code 4417.',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      error: 'Draw 2 asks $12,000.00 for Roof, but only $10,000.00 of its $20,000.00 budget remains.',
    });

    // Draw 2, reduced after the inspection; more than asked is refused.
    const draw2 = await call('POST', `${rehabUrl}/draws`, token, {
      lines: [
        { line_id: id('roof'), amount_cents: 800_000 },
        { line_id: id('plumbing'), amount_cents: 1_250_050 },
      ],
      access_notes: 'Lockbox code 4417.',
    });
    expect(draw2.statusCode, draw2.body).toBe(201);
    const d2 = draw2.json<Rehab>().draws[0]?.id as string;
    expect(draw2.json<Rehab>().draws[0]?.number).toBe(2);
    await call('POST', `${drawUrl(d2)}/inspection`, officer, {
      lines: [
        { line_id: id('roof'), percent_complete: 80 },
        { line_id: id('plumbing'), percent_complete: 95 },
      ],
      note: 'Roof flashing unfinished; plumbing rough-in passed, one fixture missing.',
    });
    const tooMuch = await call('POST', `${drawUrl(d2)}/approve`, officer, {
      lines: [
        { line_id: id('roof'), amount_cents: 900_000 },
        { line_id: id('plumbing'), amount_cents: 1_200_025 },
      ],
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.body).toContain(
      'Draw 2 cannot approve $9,000.00 for Roof: the borrower asked for $8,000.00',
    );
    const reduced = await call('POST', `${drawUrl(d2)}/approve`, officer, {
      lines: [
        { line_id: id('roof'), amount_cents: 650_000 },
        { line_id: id('plumbing'), amount_cents: 1_200_025 },
      ],
      note: 'Flashing to finish before the rest of the roof line is paid.',
    });
    expect(reduced.statusCode, reduced.body).toBe(200);
    expect(reduced.json<Rehab>().draws[0]).toMatchObject({
      state: 'approved',
      requested_cents: 2_050_050,
      approved_cents: 1_850_025,
      approved_by: 'Morgan Officer',
    });
    expect((await call('POST', `${drawUrl(d2)}/pay`, officer, {})).statusCode).toBe(200);

    // Both sides see the same figures, to the cent: paid $33,500.25, $32,000.25 left of the holdback.
    const staffView = (await call('GET', `${staffApp}/rehab`, officer)).json<Rehab>();
    const borrowerView = (await call('GET', rehabUrl, token)).json<Rehab>();
    for (const view of [staffView, borrowerView]) {
      expect(view).toMatchObject({
        holdback_cents: 6_550_050,
        paid_cents: 3_350_025,
        pending_cents: 0,
        remaining_holdback_cents: 3_200_025,
      });
      expect(
        view.budget.lines.map((l) => [
          l.category,
          l.approved_cents,
          l.paid_cents,
          l.remaining_cents,
          l.percent_complete,
        ]),
      ).toEqual([
        ['roof', 2_000_000, 1_650_000, 350_000, 80],
        ['kitchen', 2_500_000, 500_000, 2_000_000, 20],
        ['plumbing', 1_250_050, 1_200_025, 50_025, 95],
        ['flooring', 800_000, 0, 800_000, null],
      ]);
    }
    // Staff names are the back office's only.
    expect(borrowerView.draws[0]).toMatchObject({ approved_by: null, paid_by: null, inspected_by: null });
    expect(staffView.draws[1]).toMatchObject({ inspected_by: 'Morgan Processor', paid_by: 'Morgan Officer' });

    // Draw 3 is declined: what it asked is free again.
    const draw3 = await call('POST', `${rehabUrl}/draws`, token, {
      lines: [{ line_id: id('flooring'), amount_cents: 800_000 }],
      access_notes: 'Lockbox code 4417.',
    });
    const d3 = draw3.json<Rehab>().draws[0]?.id as string;
    expect(draw3.json<Rehab>().remaining_holdback_cents).toBe(2_400_025);
    const declined = await call('POST', `${drawUrl(d3)}/decline`, officer, {
      reason: 'The floors are not laid yet.',
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json<Rehab>().remaining_holdback_cents).toBe(3_200_025);
    expect(
      (
        await call('POST', `${drawUrl(d3)}/inspection`, officer, {
          lines: [{ line_id: id('flooring'), percent_complete: 0 }],
          note: 'x',
        })
      ).statusCode,
    ).toBe(409);

    // Each step on the timeline, and an email for each.
    const kinds = (
      await t.database.db
        .select()
        .from(applicationEvents)
        .where(eq(applicationEvents.applicationId, applicationId))
    )
      .map((event) => event.kind)
      .filter((kind) => kind.startsWith('draw_'));
    expect(kinds.sort()).toEqual(
      [
        'draw_requested',
        'draw_inspected',
        'draw_approved',
        'draw_paid',
        'draw_requested',
        'draw_inspected',
        'draw_approved',
        'draw_paid',
        'draw_requested',
        'draw_declined',
      ].sort(),
    );
    const subjects = (await mailTo(user.email)).map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        `We received Draw 1 for your loan ${reference}`,
        `Draw 1 on your loan ${reference} is inspected`,
        `Draw 2 on your loan ${reference} is approved`,
        `Draw 2 on your loan ${reference} is paid`,
        `Draw 3 on your loan ${reference} is declined`,
      ]),
    );
    const paidMail = (await mailTo(user.email)).find(
      (m) => m.subject === `Draw 2 on your loan ${reference} is paid`,
    );
    expect(paidMail?.body).toContain('Paid to date: $33,500.25. Left to draw from the holdback: $32,000.25.');
  });
});
