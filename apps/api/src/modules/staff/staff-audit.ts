import {
  APPLICATION_PDF_AUDIT_TARGET,
  TERM_SHEET_PDF_AUDIT_TARGET,
  AUDIT_LOG_PAGE_SIZE,
  type AuditAction,
  type AuditLogResponse,
} from '@northgate/contracts';
import { fieldWords, getFlow } from '@northgate/lending-flows';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { staffAuditLog } from '../../db/pipeline-schema.ts';
import { flowApplications, staffMembers } from '../../db/schema.ts';
import { staffSignInEvents } from '../../db/staff-factor-schema.ts';
import { applicationReference } from '../applications/application-reference.ts';
import { staffName } from './staff-accounts.ts';
import type { FactorMethod, SignInEvent } from './staff-second-factors.ts';

export interface AuditEntry {
  staffId: string;
  applicationId: string;
  action: AuditAction;
  /** `step.field` or a document id: what was seen or added, never its value. */
  target: string;
  ip: string;
}

/** What an audit entry says was seen, in the words of the application's questions. */
export function auditWhat(action: AuditAction, target: string, flowId: string): string {
  if (action === 'upload') return 'Uploaded an inspection photo';
  if (action === 'download') {
    if (target === APPLICATION_PDF_AUDIT_TARGET) return 'Downloaded the PDF copy';
    if (target === TERM_SHEET_PDF_AUDIT_TARGET) return 'Downloaded the signed term sheet';
    return 'Downloaded a document';
  }
  const [stepId = '', ...path] = target.split('.');
  const flow = getFlow(flowId);
  const words = flow === undefined ? undefined : fieldWords(flow, stepId, path.join('.'));
  if (words === undefined) return `Revealed an answer (${target})`;
  return `Revealed ${words.label} (${[...words.within, words.stepTitle].join(', ')})`;
}

/** Who saw personal data: written before the data goes out, read by admins. */
export class StaffAudit {
  constructor(private readonly db: Db) {}

  async record(entry: AuditEntry): Promise<void> {
    await this.db.insert(staffAuditLog).values({
      staffMemberId: entry.staffId,
      applicationId: entry.applicationId,
      action: entry.action,
      target: entry.target,
      ip: entry.ip,
    });
  }

  /** A second factor enrolled, passed or failed (ADR 0052): which method, never the code. */
  async recordSignIn(staffId: string, event: SignInEvent, method: FactorMethod, ip: string): Promise<void> {
    await this.db.insert(staffSignInEvents).values({ staffMemberId: staffId, event, method, ip });
  }

  async page(page: number): Promise<AuditLogResponse> {
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ entry: staffAuditLog, staff: staffMembers, flowId: flowApplications.flowId })
        .from(staffAuditLog)
        .innerJoin(staffMembers, eq(staffMembers.id, staffAuditLog.staffMemberId))
        .innerJoin(flowApplications, eq(flowApplications.id, staffAuditLog.applicationId))
        .orderBy(desc(staffAuditLog.createdAt), desc(staffAuditLog.id))
        .limit(AUDIT_LOG_PAGE_SIZE)
        .offset((page - 1) * AUDIT_LOG_PAGE_SIZE),
      this.db.select({ value: count() }).from(staffAuditLog),
    ]);
    return {
      items: rows.map(({ entry, staff, flowId }) => ({
        id: entry.id,
        staff: { id: staff.id, name: staffName(staff) },
        action: entry.action as AuditAction,
        application_id: entry.applicationId,
        reference: applicationReference(entry.applicationId),
        target: entry.target,
        what: auditWhat(entry.action as AuditAction, entry.target, flowId),
        ip: entry.ip,
        at: entry.createdAt.toISOString(),
      })),
      page,
      page_size: AUDIT_LOG_PAGE_SIZE,
      total: total?.value ?? 0,
    };
  }
}
