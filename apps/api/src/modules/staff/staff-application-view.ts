import type { StaffApplication, StaffDocument } from '@northgate/contracts';
import { declarationAt, findStep, isAnswerDeclaration } from '@northgate/form-engine/core';
import { getFlow } from '@northgate/lending-flows';
import { answersByStep } from '../applications/application-answers.ts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { staffMembers, users } from '../../db/schema.ts';
import { applicationReference } from '../applications/application-reference.ts';
import { documentIdsIn, type DocumentRow, type DocumentService } from '../documents/documents.ts';
import { formatPhoneForDisplay } from '../identity/phone-numbers.ts';
import { listEvents } from '../applications/application-events.ts';
import type { DocumentRequests } from '../applications/document-requests.ts';
import type { LoanConditions } from '../applications/loan-conditions.ts';
import type { LoanOffers } from '../applications/loan-offers.ts';
import type { TermSheets } from '../applications/term-sheets.ts';
import type { ClosingFunding } from '../applications/closing-funding.ts';
import type { RehabDraws } from '../applications/rehab-draws.ts';
import type { ApplicationRow, PipelineApplications } from '../applications/pipeline-applications.ts';
import { staffName } from './staff-accounts.ts';

function valueAt(values: unknown, path: readonly string[]): unknown {
  let node = values;
  for (const key of path) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/**
 * One application as the back office shows it: the answers by step with personal data masked,
 * the borrower, documents, requests, offers and the full timeline; and a single answer revealed.
 */
export class StaffApplicationView {
  constructor(
    private readonly db: Db,
    private readonly applications: PipelineApplications,
    private readonly documents: DocumentService,
    private readonly requests: DocumentRequests,
    private readonly offers: LoanOffers,
    private readonly conditions: LoanConditions,
    private readonly termSheets: TermSheets,
    private readonly closingFunding: ClosingFunding,
    private readonly rehab: RehabDraws,
  ) {}

  async detail(row: ApplicationRow): Promise<StaffApplication> {
    const answers = this.applications.answers(row);
    const [borrower] =
      row.userId === null ? [] : await this.db.select().from(users).where(eq(users.id, row.userId));
    const [assignee] =
      row.assigneeId === null
        ? []
        : await this.db.select().from(staffMembers).where(eq(staffMembers.id, row.assigneeId));
    return {
      application_id: row.id,
      reference: applicationReference(row.id),
      flow_id: row.flowId,
      status: row.status,
      submitted_at: row.submittedAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      borrower: {
        user_id: row.userId,
        first_name: borrower?.firstName ?? '',
        last_name: borrower?.lastName ?? '',
        email: borrower?.email ?? null,
        phone: borrower === undefined ? null : formatPhoneForDisplay(borrower.cellPhone) || null,
      },
      assignee: assignee === undefined ? null : { id: assignee.id, name: staffName(assignee) },
      steps: answersByStep(row.flowId, answers),
      documents: await this.documentsOf(row, answers),
      document_requests: await this.requests.forApplications([row.id]),
      offers: await this.offers.forApplications([row.id]),
      conditions: await this.conditions.forApplication(row.id, 'staff'),
      term_sheet: await this.termSheets.forApplication(row),
      closing: await this.closingFunding.closingOf(row.id),
      funded_loan: await this.closingFunding.fundedLoanOf(row.id),
      payoff_requests: await this.closingFunding.payoffRequestsOf(row.id, 'staff'),
      timeline: await listEvents(this.db, row.id, 'staff'),
    };
  }

  /** The answer at `step` and `field` (a dot path) when its field is declared revealable; else undefined. */
  reveal(row: ApplicationRow, stepId: string, field: string): string | undefined {
    const flow = getFlow(row.flowId);
    const path = field.split('.');
    const declaration = declarationAt(flow === undefined ? undefined : findStep(flow, stepId)?.schema, path);
    if (!isAnswerDeclaration(declaration) || declaration.sensitivity !== 'revealable') return undefined;
    const value = valueAt(this.applications.answers(row)[stepId], path);
    if (value === undefined || value === null || value === '') return undefined;
    return typeof value === 'string' ? value : JSON.stringify(value);
  }

  /** One document of the application (its answers' or its requests'); undefined for any other. */
  async document(row: ApplicationRow, documentId: string): Promise<DocumentRow | undefined> {
    if (row.userId === null) return undefined;
    const ids = new Set([
      ...documentIdsIn(this.applications.answers(row)),
      ...(await this.requests.documentsOf(row.id)).map(({ document }) => document.id),
      // The photos sent with draws (ADR 0061).
      ...(await this.rehab.photoIds(row.id)),
    ]);
    if (!ids.has(documentId)) return undefined;
    const [document] = await this.documents.ofOwner(row.userId, [documentId]);
    return document;
  }

  private async documentsOf(row: ApplicationRow, answers: Record<string, unknown>): Promise<StaffDocument[]> {
    if (row.userId === null) return [];
    const fromAnswers = await this.documents.ofOwner(row.userId, documentIdsIn(answers));
    const fromRequests = await this.requests.documentsOf(row.id);
    return [
      ...fromAnswers.map((document) => ({ ...this.documents.toInfo(document), request_id: null })),
      ...fromRequests.map(({ requestId, document }) => ({
        ...this.documents.toInfo(document),
        request_id: requestId,
      })),
    ];
  }
}
