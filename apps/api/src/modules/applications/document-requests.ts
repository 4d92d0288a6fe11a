import {
  isFinalStatus,
  STATUSES_MOVED_BY_DOCUMENT_REQUEST,
  type CreateDocumentRequest,
  type DocumentRequest,
} from '@northgate/contracts';
import { and, asc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { documentRequestDocuments, documentRequests, loanConditions } from '../../db/pipeline-schema.ts';
import { documents, flowApplications } from '../../db/schema.ts';
import { applicationReference } from './application-reference.ts';
import type { DocumentRow, DocumentService } from '../documents/documents.ts';
import { recordEvent } from './application-events.ts';
import type { ApplicationRow, PipelineApplications } from './pipeline-applications.ts';
import { queueDocumentRequestNotice } from './pipeline-notices.ts';

type RequestRow = typeof documentRequests.$inferSelect;

export type AnswerOutcome =
  | { kind: 'done'; request: DocumentRequest }
  | { kind: 'missing' }
  | { kind: 'closed' }
  | { kind: 'bad-documents' };

/**
 * Documents staff ask for and the borrower sends: a request moves the application to
 * documents_requested (from submitted, in review or conditionally approved) and emails the
 * borrower; an answer links uploaded documents, locks them and tells the timeline.
 */
export class DocumentRequests {
  constructor(
    private readonly db: Db,
    private readonly applications: PipelineApplications,
    private readonly documents: DocumentService,
  ) {}

  /** Staff ask; `undefined` for an unknown application, 'closed' for a final one. */
  async create(
    applicationId: string,
    staffId: string,
    input: Omit<CreateDocumentRequest, 'description'> & { description?: string | undefined },
  ): Promise<DocumentRequest | 'missing' | 'closed'> {
    const outcome = await this.db.transaction(async (tx) => {
      const app = await this.applications.lock(tx, applicationId);
      if (app === undefined) return 'missing' as const;
      if (isFinalStatus(app.status)) return 'closed' as const;
      const description = input.description ? input.description : null;
      const [row] = await tx
        .insert(documentRequests)
        .values({
          applicationId,
          name: input.name,
          description,
          dueDate: input.due_date,
          requestedBy: staffId,
        })
        .returning();
      const actor = { kind: 'staff', staffId } as const;
      const moves = STATUSES_MOVED_BY_DOCUMENT_REQUEST.includes(app.status);
      const status = moves ? 'documents_requested' : app.status;
      if (moves) {
        await tx
          .update(flowApplications)
          .set({ status, updatedAt: sql`clock_timestamp()` })
          .where(eq(flowApplications.id, app.id));
      }
      const eventId = await recordEvent(tx, {
        applicationId,
        kind: 'document_requested',
        status,
        ...(moves ? { fromStatus: app.status } : {}),
        note: input.name,
        actor,
      });
      const target = await this.applications.noticeTarget(tx, app, eventId);
      const request = row as RequestRow;
      if (target !== undefined) await queueDocumentRequestNotice(target, request);
      return request;
    });
    return typeof outcome === 'string' ? outcome : this.toRequest(outcome, []);
  }

  /** The borrower sends documents they uploaded (purpose 'requested', not sent before) for their request. */
  async answer(userId: string, requestId: string, documentIds: readonly string[]): Promise<AnswerOutcome> {
    const found = await this.ownedRequest(userId, requestId);
    if (found === undefined) return { kind: 'missing' };
    const { request, app } = found;
    if (isFinalStatus(app.status)) return { kind: 'closed' };
    const rows = await this.documents.ofOwner(userId, documentIds);
    const sent = await this.linkedIds(rows.map((row) => row.id));
    const usable = rows.filter(
      (row) => row.purpose === 'requested' && row.lockedAt === null && !sent.has(row.id),
    );
    if (usable.length !== new Set(documentIds).size) return { kind: 'bad-documents' };

    await this.db.transaction(async (tx) => {
      const locked = await this.applications.lock(tx, app.id);
      // A document sent for another request meanwhile (a double click) is skipped, not an error.
      const linked = await tx
        .insert(documentRequestDocuments)
        .values(usable.map((row) => ({ requestId, documentId: row.id })))
        .onConflictDoNothing()
        .returning({ id: documentRequestDocuments.documentId });
      await this.documents.lock(
        tx,
        userId,
        linked.map((row) => row.id),
      );
      await tx
        .update(documentRequests)
        .set({ answeredAt: sql`clock_timestamp()` })
        .where(and(eq(documentRequests.id, requestId), isNull(documentRequests.answeredAt)));
      await recordEvent(tx, {
        applicationId: app.id,
        kind: 'document_received',
        status: (locked ?? app).status,
        note: request.name,
        actor: { kind: 'borrower' },
      });
    });
    const [answered] = await this.forApplications([app.id], requestId);
    return { kind: 'done', request: answered as DocumentRequest };
  }

  /**
   * The requests of some applications, oldest first, with what answered them; without the ones
   * conditions opened (those show under their condition). With `requestId`: that one request,
   * a condition's too.
   */
  async forApplications(applicationIds: readonly string[], requestId?: string): Promise<DocumentRequest[]> {
    if (applicationIds.length === 0) return [];
    const rows = await this.db
      .select()
      .from(documentRequests)
      .where(
        and(
          inArray(documentRequests.applicationId, [...applicationIds]),
          requestId === undefined ? notOfACondition() : eq(documentRequests.id, requestId),
        ),
      )
      .orderBy(asc(documentRequests.createdAt), asc(documentRequests.id));
    const links = await this.linkedDocuments(rows.map((row) => row.id));
    return rows.map((row) => this.toRequest(row, links.get(row.id) ?? []));
  }

  /** Every document sent for an application's requests, with the request each answered. */
  async documentsOf(applicationId: string): Promise<{ requestId: string; document: DocumentRow }[]> {
    return this.db
      .select({ requestId: documentRequestDocuments.requestId, document: documents })
      .from(documentRequestDocuments)
      .innerJoin(documentRequests, eq(documentRequests.id, documentRequestDocuments.requestId))
      .innerJoin(documents, eq(documents.id, documentRequestDocuments.documentId))
      .where(eq(documentRequests.applicationId, applicationId))
      .orderBy(asc(documents.createdAt));
  }

  private async ownedRequest(
    userId: string,
    requestId: string,
  ): Promise<{ request: RequestRow; app: ApplicationRow } | undefined> {
    const [row] = await this.db
      .select({ request: documentRequests, app: flowApplications })
      .from(documentRequests)
      .innerJoin(flowApplications, eq(flowApplications.id, documentRequests.applicationId))
      .where(and(eq(documentRequests.id, requestId), eq(flowApplications.userId, userId)));
    return row;
  }

  private async linkedIds(documentIds: readonly string[]): Promise<Set<string>> {
    if (documentIds.length === 0) return new Set();
    const rows = await this.db
      .select({ id: documentRequestDocuments.documentId })
      .from(documentRequestDocuments)
      .where(inArray(documentRequestDocuments.documentId, [...documentIds]));
    return new Set(rows.map((row) => row.id));
  }

  private async linkedDocuments(requestIds: readonly string[]): Promise<Map<string, DocumentRow[]>> {
    const byRequest = new Map<string, DocumentRow[]>();
    if (requestIds.length === 0) return byRequest;
    const rows = await this.db
      .select({ requestId: documentRequestDocuments.requestId, document: documents })
      .from(documentRequestDocuments)
      .innerJoin(documents, eq(documents.id, documentRequestDocuments.documentId))
      .where(inArray(documentRequestDocuments.requestId, [...requestIds]))
      .orderBy(asc(documents.createdAt));
    for (const { requestId, document } of rows)
      byRequest.set(requestId, [...(byRequest.get(requestId) ?? []), document]);
    return byRequest;
  }

  toRequest(row: RequestRow, linked: readonly DocumentRow[]): DocumentRequest {
    return {
      id: row.id,
      application_id: row.applicationId,
      reference: applicationReference(row.applicationId),
      name: row.name,
      description: row.description,
      due_date: row.dueDate,
      state: row.answeredAt === null ? 'open' : 'answered',
      requested_at: row.createdAt.toISOString(),
      answered_at: row.answeredAt?.toISOString() ?? null,
      documents: linked.map((document) => this.documents.toInfo(document)),
    };
  }
}

/** A request no condition opened (conditions show their own upload). */
export function notOfACondition() {
  return notExists(
    sql`(select 1 from ${loanConditions} where ${loanConditions.documentRequestId} = ${documentRequests.id})`,
  );
}
