/** The rehab base: the view, the ledger rows, the holdback and the steps every rehab change shares. */
import type { ApplicationEventKind, Rehab } from '@northgate/contracts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { loanOffers } from '../../db/pipeline-schema.ts';
import {
  rehabBudgetLines,
  rehabBudgets,
  rehabDrawDocuments,
  rehabDrawLines,
  rehabDraws,
} from '../../db/rehab-schema.ts';
import { documents, staffMembers } from '../../db/schema.ts';
import type { RehabMail } from '../../messages.ts';
import type { DocumentService } from '../documents/documents.ts';
import { staffName } from '../staff/staff-accounts.ts';
import { recordEvent, type Actor } from './application-events.ts';
import type { ApplicationRow, PipelineApplications } from './pipeline-applications.ts';
import { queueRehabNotice } from './pipeline-notices.ts';
import {
  holdbackOverDraw,
  isShortTerm,
  ledger,
  linesOverDraw,
  sum,
  toCents,
  type DrawLineRow,
  type DrawRow,
  type LineRow,
  type RehabOutcome,
  type RehabRefusal,
} from './rehab-ledger.ts';
import { rehabView } from './rehab-view.ts';

/** What RehabBudget and RehabDraws build on (ADR 0061): the rehab reads and shared steps. */
export class RehabStore {
  constructor(
    protected readonly db: Db,
    protected readonly applications: PipelineApplications,
    protected readonly documents: DocumentService,
  ) {}

  /** The approved budget's total in cents, or undefined when there is no approved budget. */
  async approvedTotal(tx: Db, applicationId: string): Promise<number | undefined> {
    const [budget] = await tx
      .select()
      .from(rehabBudgets)
      .where(eq(rehabBudgets.applicationId, applicationId));
    if (budget?.approvedAt == null) return undefined;
    const lines = await tx
      .select({ approved: rehabBudgetLines.approvedCents })
      .from(rehabBudgetLines)
      .where(eq(rehabBudgetLines.applicationId, applicationId));
    return sum(lines.map((line) => line.approved ?? 0));
  }

  /** The application a draw belongs to (for the staff routes' 404). */
  async drawApplication(drawId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ applicationId: rehabDraws.applicationId })
      .from(rehabDraws)
      .where(eq(rehabDraws.id, drawId));
    return row?.applicationId;
  }

  /** The ids of every photo of an application's draws, the borrower's and the inspector's (staff may download them). */
  async photoIds(applicationId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: rehabDrawDocuments.documentId })
      .from(rehabDrawDocuments)
      .innerJoin(rehabDraws, eq(rehabDraws.id, rehabDrawDocuments.drawId))
      .where(eq(rehabDraws.applicationId, applicationId));
    return rows.map((row) => row.id);
  }
  /** The budget, its progress per line, the holdback and the draws, newest first. */
  async view(applicationId: string, side: 'borrower' | 'staff', db: Db = this.db): Promise<Rehab> {
    const app = await this.applications.find(applicationId, db);
    if (app === undefined) throw new Error('rehab view of a missing application');
    const eligible = isShortTerm(this.applications.answers(app));
    const [budget] = await db.select().from(rehabBudgets).where(eq(rehabBudgets.applicationId, app.id));
    const lines = await this.linesOf(db, app.id);
    const draws = await db
      .select()
      .from(rehabDraws)
      .where(eq(rehabDraws.applicationId, app.id))
      .orderBy(desc(rehabDraws.number));
    const drawLines = await this.drawLinesOf(db, draws);
    const holdback = await this.holdback(db, app.id);
    const names = await this.staffNames(db, [
      budget?.approvedBy,
      ...draws.flatMap((d) => [d.inspectedBy, d.approvedBy, d.paidBy, d.declinedBy]),
    ]);
    const photos = await this.photosOf(
      db,
      draws.map((d) => d.id),
    );
    const rows = { app, eligible, budget, lines, draws, drawLines, holdback, names, photos };
    return rehabView(rows, side, this.documents);
  }

  /**
   * The refusal when `asks` (cents by budget line) is more than remains of a line or of the
   * holdback, leaving out draw `except` (the one being approved); undefined when it fits.
   */
  protected async overDraw(
    tx: Db,
    applicationId: string,
    number: number,
    verb: 'asks' | 'approves',
    asks: ReadonlyMap<string, number>,
    lines: readonly LineRow[],
    except?: string,
  ): Promise<string | undefined> {
    const draws = await tx.select().from(rehabDraws).where(eq(rehabDraws.applicationId, applicationId));
    const ledgered = ledger(draws, await this.drawLinesOf(tx, draws), except);
    const over = linesOverDraw(number, verb, asks, lines, ledgered);
    if (over.length > 0) return over.join(' ');
    const holdback = (await this.holdback(tx, applicationId)) ?? 0;
    return holdbackOverDraw(number, verb, asks, ledgered, holdback);
  }

  /** Runs `change` on a draw with its application locked; answers the staff view after it. */
  protected async onDraw(
    drawId: string,
    change: (
      tx: Db,
      app: ApplicationRow,
      draw: DrawRow,
      drawLines: DrawLineRow[],
      lines: LineRow[],
    ) => Promise<RehabRefusal | undefined>,
  ): Promise<RehabOutcome> {
    const applicationId = await this.drawApplication(drawId);
    if (applicationId === undefined) return { kind: 'missing' };
    const refused = await this.db.transaction(async (transaction): Promise<RehabRefusal | undefined> => {
      const tx = transaction as unknown as Db;
      const app = await this.applications.lock(tx, applicationId);
      const [draw] = await tx.select().from(rehabDraws).where(eq(rehabDraws.id, drawId));
      if (app === undefined || draw === undefined) return { kind: 'missing' };
      const drawLines = await tx.select().from(rehabDrawLines).where(eq(rehabDrawLines.drawId, drawId));
      return change(tx, app, draw, drawLines, await this.linesOf(tx, app.id));
    });
    return refused ?? { kind: 'done', rehab: await this.view(applicationId, 'staff') };
  }

  /** A timeline row and, in the same transaction, the borrower's email keyed by it. */
  protected async announce(
    tx: Db,
    app: ApplicationRow,
    event: {
      kind: ApplicationEventKind;
      note: string;
      actor: Actor;
      mail: RehabMail;
    },
  ): Promise<void> {
    const eventId = await recordEvent(tx, {
      applicationId: app.id,
      kind: event.kind,
      status: app.status,
      note: event.note,
      actor: event.actor,
    });
    const target = await this.applications.noticeTarget(tx, app, eventId);
    if (target !== undefined) await queueRehabNotice(target, event.mail);
  }

  protected async linesOf(db: Db, applicationId: string): Promise<LineRow[]> {
    return db
      .select()
      .from(rehabBudgetLines)
      .where(eq(rehabBudgetLines.applicationId, applicationId))
      .orderBy(asc(rehabBudgetLines.position));
  }

  /** The lines of `draws` (none without a query when there are no draws). */
  protected async drawLinesOf(db: Db, draws: readonly DrawRow[]): Promise<DrawLineRow[]> {
    return draws.length === 0
      ? []
      : db
          .select()
          .from(rehabDrawLines)
          .where(
            inArray(
              rehabDrawLines.drawId,
              draws.map((d) => d.id),
            ),
          );
  }

  /** The accepted offer's holdback in cents; undefined without an accepted offer. */
  protected async holdback(db: Db, applicationId: string): Promise<number | undefined> {
    const [offer] = await db
      .select({ holdback: loanOffers.holdback })
      .from(loanOffers)
      .where(and(eq(loanOffers.applicationId, applicationId), eq(loanOffers.state, 'accepted')));
    return offer === undefined ? undefined : toCents(offer.holdback);
  }

  protected async totals(db: Db, applicationId: string) {
    const rehab = await this.view(applicationId, 'borrower', db);
    return { paid: rehab.paid_cents, remaining: rehab.remaining_holdback_cents ?? 0 };
  }

  protected async staffNames(
    db: Db,
    ids: readonly (string | null | undefined)[],
  ): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
    if (wanted.length === 0) return new Map();
    const rows = await db.select().from(staffMembers).where(inArray(staffMembers.id, wanted));
    return new Map(rows.map((row) => [row.id, staffName(row)]));
  }

  protected async photosOf(db: Db, drawIds: readonly string[]) {
    const byDraw = new Map<string, (typeof documents.$inferSelect)[]>();
    if (drawIds.length === 0) return byDraw;
    const rows = await db
      .select({ drawId: rehabDrawDocuments.drawId, document: documents })
      .from(rehabDrawDocuments)
      .innerJoin(documents, eq(documents.id, rehabDrawDocuments.documentId))
      .where(inArray(rehabDrawDocuments.drawId, [...drawIds]))
      .orderBy(asc(documents.createdAt));
    for (const { drawId, document } of rows) byDraw.set(drawId, [...(byDraw.get(drawId) ?? []), document]);
    return byDraw;
  }
}
