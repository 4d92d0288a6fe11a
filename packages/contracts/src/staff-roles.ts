import * as v from 'valibot';
import type { ApplicationStatus } from './application-status.ts';

/** A staff member's session (the back office); never a borrower session (ADR 0017). */
export const STAFF_TOKEN_TYPE = 'staff';

/** Staff roles (docs/decisions/0017-loan-pipeline.md); carried as the `role` claim of a staff token. */
export const STAFF_ROLES = ['loan_officer', 'processor', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  loan_officer: 'Loan officer',
  processor: 'Processor',
  admin: 'Admin',
};

export const StaffRoleSchema = v.pipe(
  v.picklist(STAFF_ROLES, 'Choose loan_officer, processor or admin'),
  v.description('loan_officer, processor or admin'),
);

/** What a staff endpoint needs; each endpoint of the table names one, checked by one guard. */
export const STAFF_PERMISSION_NAMES = [
  'read',
  'reveal',
  'requestDocuments',
  'changeStatus',
  'manageOffers',
  'manageConditions',
  'manageClosing',
  'inspectDraws',
  'approveDraws',
  'assign',
  'administer',
  'manageStaff',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSION_NAMES)[number];

/** The roles holding each permission. */
export const STAFF_PERMISSIONS: Record<StaffPermission, readonly StaffRole[]> = {
  /** Read the queue, applications, documents and timeline; list staff. */
  read: ['loan_officer', 'processor', 'admin'],
  /** Reveal personal data (audited). */
  reveal: ['loan_officer', 'processor', 'admin'],
  requestDocuments: ['loan_officer', 'processor', 'admin'],
  /** Processors only to the statuses in PROCESSOR_STATUS_TARGETS. */
  changeStatus: ['loan_officer', 'processor', 'admin'],
  /** Issue and withdraw offers. */
  manageOffers: ['loan_officer', 'admin'],
  /** Add, clear and reopen conditions; clear the application to close (ADR 0057). */
  manageConditions: ['loan_officer', 'processor', 'admin'],
  /** Schedule and reschedule the closing, record the funding, answer payoff requests (ADR 0060). */
  manageClosing: ['loan_officer', 'processor', 'admin'],
  /** Record a draw's inspection (ADR 0061). */
  inspectDraws: ['loan_officer', 'processor', 'admin'],
  /** Approve a rehab budget; approve, pay and decline draws (ADR 0061). */
  approveDraws: ['loan_officer', 'admin'],
  assign: ['loan_officer', 'admin'],
  /** Read the audit log. */
  administer: ['admin'],
  /** Invite staff, change roles, disable and enable, reset a lost second factor (ADR 0054). */
  manageStaff: ['admin'],
};

/** The statuses a processor may move an application to; other roles with changeStatus may use any. */
export const PROCESSOR_STATUS_TARGETS: readonly ApplicationStatus[] = ['in_review', 'documents_requested'];

export function staffMay(role: StaffRole, permission: StaffPermission): boolean {
  return STAFF_PERMISSIONS[permission].includes(role);
}

export function staffMayMoveTo(role: StaffRole, status: ApplicationStatus): boolean {
  if (!staffMay(role, 'changeStatus')) return false;
  return role !== 'processor' || PROCESSOR_STATUS_TARGETS.includes(status);
}
