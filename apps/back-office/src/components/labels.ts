import type { ApplicationStatus } from '@northgate/contracts';
import { pages, type FlowId } from '@northgate/site-config';

/** The flow's name as the borrower saw it (the page title of the route table). */
export function flowLabel(flowId: string): string {
  return flowId in pages ? pages[flowId as FlowId].title : flowId;
}

/**
 * A status as staff name it, from its id (`documents_requested` → "Documents requested"), as the
 * API's staff messages do. The borrower's words (APPLICATION_STATUS_TEXT) differ on purpose:
 * a borrower's application is "Received" while staff know it as submitted.
 */
export function statusLabel(status: ApplicationStatus): string {
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Nov 25, 2026" for an ISO timestamp or date (a bare date is read as that calendar day). */
export function formatDate(iso: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T12:00:00`) : new Date(iso);
  return dateFormat.format(date);
}

export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}
