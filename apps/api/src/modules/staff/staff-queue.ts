import {
  QUEUE_DEFAULT_PAGE_SIZE,
  type ApplicationStatus,
  type StaffQueueResponse,
} from '@northgate/contracts';
import { and, count, desc, eq, gte, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { documentRequests } from '../../db/pipeline-schema.ts';
import { notOfACondition } from '../applications/document-requests.ts';
import { flowApplications, staffMembers, users } from '../../db/schema.ts';
import { applicationIdPrefix, applicationReference } from '../applications/application-reference.ts';
import { staffName } from './staff-accounts.ts';

export interface QueueFilters {
  q?: string | undefined;
  flow?: string | undefined;
  status?: ApplicationStatus | undefined;
  /** 'me' is resolved by the caller to the staff member's id. */
  assignee?: { kind: 'none' } | { kind: 'staff'; id: string } | undefined;
  submittedFrom?: string | undefined;
  submittedTo?: string | undefined;
  page: number;
  pageSize?: number | undefined;
}

/** `%`, `_` and `\` typed into the search box are themselves, not patterns. */
const literal = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const nextDay = (isoDate: string) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date;
};

function conditions(filters: QueueFilters): SQL[] {
  const where: SQL[] = [];
  const q = filters.q?.trim();
  if (q) {
    const prefix = applicationIdPrefix(q);
    const like = `%${literal(q)}%`;
    const name = sql`${users.firstName} || ' ' || ${users.lastName}`;
    const found = or(
      ilike(users.email, like),
      ilike(name, like),
      prefix === undefined ? undefined : sql`${flowApplications.id}::text like ${`${prefix}%`}`,
    );
    if (found !== undefined) where.push(found);
  }
  if (filters.flow) where.push(eq(flowApplications.flowId, filters.flow));
  if (filters.status) where.push(eq(flowApplications.status, filters.status));
  if (filters.assignee?.kind === 'none') where.push(isNull(flowApplications.assigneeId));
  if (filters.assignee?.kind === 'staff') where.push(eq(flowApplications.assigneeId, filters.assignee.id));
  if (filters.submittedFrom)
    where.push(gte(flowApplications.submittedAt, new Date(`${filters.submittedFrom}T00:00:00Z`)));
  if (filters.submittedTo) where.push(lt(flowApplications.submittedAt, nextDay(filters.submittedTo)));
  return where;
}

/** The back office's queue: every flow's applications, filtered, newest submission first, one page. */
export async function queuePage(db: Db, filters: QueueFilters): Promise<StaffQueueResponse> {
  const pageSize = filters.pageSize ?? QUEUE_DEFAULT_PAGE_SIZE;
  const where = and(...conditions(filters));
  const openRequests = db
    .select({ applicationId: documentRequests.applicationId, open: count().as('open') })
    .from(documentRequests)
    .where(and(isNull(documentRequests.answeredAt), notOfACondition()))
    .groupBy(documentRequests.applicationId)
    .as('open_requests');
  const [rows, [total]] = await Promise.all([
    db
      .select({ app: flowApplications, user: users, assignee: staffMembers, open: openRequests.open })
      .from(flowApplications)
      .leftJoin(users, eq(users.id, flowApplications.userId))
      .leftJoin(staffMembers, eq(staffMembers.id, flowApplications.assigneeId))
      .leftJoin(openRequests, eq(openRequests.applicationId, flowApplications.id))
      .where(where)
      .orderBy(desc(flowApplications.submittedAt), desc(flowApplications.id))
      .limit(pageSize)
      .offset((filters.page - 1) * pageSize),
    db
      .select({ value: count() })
      .from(flowApplications)
      .leftJoin(users, eq(users.id, flowApplications.userId))
      .where(where),
  ]);
  return {
    items: rows.map(({ app, user, assignee, open }) => ({
      application_id: app.id,
      reference: applicationReference(app.id),
      flow_id: app.flowId,
      status: app.status,
      submitted_at: app.submittedAt.toISOString(),
      updated_at: app.updatedAt.toISOString(),
      borrower_name:
        user === null ? 'Applicant without an account' : `${user.firstName} ${user.lastName}`.trim(),
      borrower_email: user?.email ?? null,
      assignee: assignee === null ? null : { id: assignee.id, name: staffName(assignee) },
      // The left-joined count is null for an application without requests; drizzle types it as a number.
      open_document_requests: Number((open as number | null) ?? 0),
    })),
    page: filters.page,
    page_size: pageSize,
    total: total?.value ?? 0,
  };
}
