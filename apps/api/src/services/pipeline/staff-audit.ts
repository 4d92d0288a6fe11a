import { AUDIT_LOG_PAGE_SIZE, type AuditLogResponse } from '@northgate/contracts';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { staffAuditLog } from '../../db/pipeline-schema.ts';
import { staffMembers } from '../../db/schema.ts';
import { applicationReference } from '../application-reference.ts';
import { staffName } from './staff-accounts.ts';

export interface AuditEntry {
  staffId: string;
  applicationId: string;
  action: 'reveal' | 'download';
  /** `step.field` or a document id: what was seen, never its value. */
  target: string;
  ip: string;
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

  async page(page: number): Promise<AuditLogResponse> {
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ entry: staffAuditLog, staff: staffMembers })
        .from(staffAuditLog)
        .innerJoin(staffMembers, eq(staffMembers.id, staffAuditLog.staffMemberId))
        .orderBy(desc(staffAuditLog.createdAt), desc(staffAuditLog.id))
        .limit(AUDIT_LOG_PAGE_SIZE)
        .offset((page - 1) * AUDIT_LOG_PAGE_SIZE),
      this.db.select({ value: count() }).from(staffAuditLog),
    ]);
    return {
      items: rows.map(({ entry, staff }) => ({
        id: entry.id,
        staff: { id: staff.id, name: staffName(staff) },
        action: entry.action as 'reveal' | 'download',
        application_id: entry.applicationId,
        reference: applicationReference(entry.applicationId),
        target: entry.target,
        ip: entry.ip,
        at: entry.createdAt.toISOString(),
      })),
      page,
      page_size: AUDIT_LOG_PAGE_SIZE,
      total: total?.value ?? 0,
    };
  }
}
