import { createHash } from 'node:crypto';
import {
  TERM_SHEET_DAYS_TO_SIGN,
  type PrepaymentTerms,
  type RepaymentType,
  type TermSheet,
} from '@northgate/contracts';
import { roundMoney } from '@northgate/loan-math';
import { endOfLenderDay, lenderToday } from '@northgate/site-config';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { loanOffers, termSheets } from '../../db/pipeline-schema.ts';
import { users } from '../../db/schema.ts';
import { applicationReference } from './application-reference.ts';
import type { ApplicationRow, PipelineApplications } from './pipeline-applications.ts';
import { termSheetPdf } from './term-sheet-pdf.ts';

type OfferRow = typeof loanOffers.$inferSelect;
type SheetRow = typeof termSheets.$inferSelect;

export type SignOutcome =
  | { kind: 'signed'; sheet: TermSheet }
  | { kind: 'missing' }
  /** No accepted offer, so no term sheet (or the application moved on without one). */
  | { kind: 'nothing-to-sign' }
  | { kind: 'already-signed' }
  | { kind: 'expired'; signBy: Date }
  /** The application is no longer waiting on the signature (withdrawn). */
  | { kind: 'closed' };

export interface Signing {
  signature: { image: string; legalName: string };
  ip: string;
  userAgent: string | undefined;
}

/**
 * The last moment to sign a term sheet made at `acceptedAt`: the end of the 7th calendar day after
 * the acceptance's day on the lender's calendar (ADR 0059, the lender's clock of ADR 0048).
 */
export function termSheetSignBy(acceptedAt: Date): Date {
  const [year, month, day] = lenderToday(acceptedAt).split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(year, month - 1, day + TERM_SHEET_DAYS_TO_SIGN));
  return endOfLenderDay(last.toISOString().slice(0, 10));
}

/** What the borrower signs: the term sheet without the facts of its signing. */
const SIGNING_FIELDS = new Set(['state', 'signed_at', 'signed_name', 'pdf_sha256']);
function signedTerms(sheet: TermSheet): Record<string, unknown> {
  return Object.fromEntries(Object.entries(sheet).filter(([key]) => !SIGNING_FIELDS.has(key)));
}

/** The first signature's typed name in the answers: who signed the application. */
function signerName(values: unknown): string | undefined {
  if (typeof values !== 'object' || values === null) return undefined;
  const record = values as Record<string, unknown>;
  if (typeof record.image === 'string' && typeof record.legalName === 'string' && record.legalName.trim()) {
    return record.legalName.trim();
  }
  for (const value of Object.values(record)) {
    const found = signerName(value);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Where each flow keeps the address of the property the loan is for. */
const PROPERTY_ADDRESS: Readonly<Record<string, readonly string[]>> = {
  longForm: ['subjectProperty', 'address'],
  investmentLoanApplication: ['subjectPropertyInformation', 'address'],
  permanentLoanApplication: ['propertyInformation', 'subjectPropertyAddress'],
  businessLoanApplication: ['propertyInfo', 'propertyAddress'],
};

/** "2210 SE Clinton Street, Portland, OR 97202", or undefined when the application names none. */
function propertyAddress(flowId: string, answers: Record<string, unknown>): string | undefined {
  let node: unknown = answers;
  for (const key of PROPERTY_ADDRESS[flowId] ?? ['-']) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined;
  }
  if (typeof node !== 'object' || node === null) return undefined;
  const part = (key: string) => {
    const value = (node as Record<string, unknown>)[key];
    return typeof value === 'string' ? value.trim() : '';
  };
  const street = [part('street'), part('unit')].filter(Boolean).join(' ');
  const cityLine = [part('city'), [part('state'), part('zip')].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const address = [street, cityLine].filter(Boolean).join(', ');
  return address === '' ? undefined : address;
}

/**
 * Term sheets (ADR 0059): one is made when the borrower accepts an offer (on that transaction),
 * from the offer's figures and the application's borrower and property; the borrower signs it in
 * the browser before its time runs out, which stores the signed PDF with its e-signature record
 * and moves the application to term_sheet_signed with its timeline row and email.
 */
export class TermSheets {
  constructor(
    private readonly db: Db,
    private readonly applications: PipelineApplications,
  ) {}

  /** Makes the term sheet of an offer just accepted, on the acceptance's transaction. */
  static async create(tx: Db, applicationId: string, offer: OfferRow): Promise<void> {
    const acceptedAt = offer.answeredAt ?? new Date();
    await tx.insert(termSheets).values({
      applicationId,
      offerId: offer.id,
      createdAt: acceptedAt,
      expiresAt: termSheetSignBy(acceptedAt),
    });
  }

  /** The application's term sheet as both sides read it; null before an offer is accepted. */
  async forApplication(row: ApplicationRow, now = Date.now()): Promise<TermSheet | null> {
    const [found] = await this.db
      .select({ sheet: termSheets, offer: loanOffers })
      .from(termSheets)
      .innerJoin(loanOffers, eq(loanOffers.id, termSheets.offerId))
      .where(eq(termSheets.applicationId, row.id));
    if (found === undefined) return null;
    return this.toTermSheet(this.db, row, found.sheet, found.offer, now);
  }

  /** The borrower signs their application's term sheet. */
  async sign(userId: string, applicationId: string, signing: Signing): Promise<SignOutcome> {
    return this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const app = await this.applications.lock(tx, applicationId);
      if (app === undefined || app.userId !== userId) return { kind: 'missing' };
      const [found] = await tx
        .select({ sheet: termSheets, offer: loanOffers })
        .from(termSheets)
        .innerJoin(loanOffers, eq(loanOffers.id, termSheets.offerId))
        .where(eq(termSheets.applicationId, app.id));
      if (found === undefined) return { kind: 'nothing-to-sign' };
      if (found.sheet.signedAt !== null) return { kind: 'already-signed' };
      if (app.status !== 'offer_accepted') return { kind: 'closed' };
      const signedAt = new Date();
      if (found.sheet.expiresAt.getTime() <= signedAt.getTime()) {
        return { kind: 'expired', signBy: found.sheet.expiresAt };
      }

      const sheet = await this.toTermSheet(tx, app, found.sheet, found.offer, signedAt.getTime());
      const legalName = signing.signature.legalName.trim();
      const pdf = Buffer.from(
        await termSheetPdf({
          sheet,
          signedAt,
          signedName: legalName,
          signatureImage: signing.signature.image,
          ip: signing.ip,
          userAgent: signing.userAgent?.slice(0, 500) ?? null,
          termsSha256: createHash('sha256')
            .update(JSON.stringify(signedTerms(sheet)))
            .digest('hex'),
        }),
      );
      const pdfSha256 = createHash('sha256').update(pdf).digest('hex');
      await tx
        .update(termSheets)
        .set({
          signedAt,
          signedName: legalName,
          signedIp: signing.ip,
          signedUserAgent: signing.userAgent?.slice(0, 500) ?? null,
          pdfSha256,
          pdfBase64: pdf.toString('base64'),
        })
        .where(eq(termSheets.id, found.sheet.id));
      await this.applications.moveTo(tx, app, {
        to: 'term_sheet_signed',
        actor: { kind: 'borrower' },
        kind: 'term_sheet_signed',
      });
      return {
        kind: 'signed',
        sheet: {
          ...sheet,
          state: 'signed',
          signed_at: signedAt.toISOString(),
          signed_name: legalName,
          pdf_sha256: pdfSha256,
        },
      };
    });
  }

  /** The signed PDF exactly as stored; undefined while the term sheet is unsigned (or there is none). */
  async signedPdf(applicationId: string): Promise<Buffer | undefined> {
    const [row] = await this.db
      .select({ pdf: termSheets.pdfBase64 })
      .from(termSheets)
      .where(eq(termSheets.applicationId, applicationId));
    return row?.pdf == null ? undefined : Buffer.from(row.pdf, 'base64');
  }

  private async toTermSheet(
    db: Db,
    row: ApplicationRow,
    sheet: SheetRow,
    offer: OfferRow,
    now: number,
  ): Promise<TermSheet> {
    const answers = this.applications.answers(row);
    const [account] =
      row.userId === null
        ? []
        : await db
            .select({ firstName: users.firstName, lastName: users.lastName })
            .from(users)
            .where(eq(users.id, row.userId));
    const accountName = account === undefined ? '' : `${account.firstName} ${account.lastName}`.trim();
    return {
      id: sheet.id,
      application_id: row.id,
      reference: applicationReference(row.id),
      offer_id: offer.id,
      borrower_name: signerName(answers) ?? (accountName || 'The applicant'),
      property: propertyAddress(row.flowId, answers) ?? null,
      amount: offer.amount,
      rate_percent: offer.ratePercent,
      term_months: offer.termMonths,
      points: offer.points,
      points_amount: roundMoney((offer.amount * offer.points) / 100),
      fees: offer.fees,
      repayment: offer.repayment as RepaymentType,
      monthly_payment: offer.monthlyPayment,
      holdback: offer.holdback,
      prepayment_terms: offer.prepaymentTerms as PrepaymentTerms,
      accepted_at: sheet.createdAt.toISOString(),
      sign_by: sheet.expiresAt.toISOString(),
      state:
        sheet.signedAt !== null
          ? 'signed'
          : sheet.expiresAt.getTime() <= now
            ? 'expired'
            : 'awaiting_signature',
      signed_at: sheet.signedAt?.toISOString() ?? null,
      signed_name: sheet.signedName,
      pdf_sha256: sheet.pdfSha256,
    };
  }
}
