import { APPLICATION_STATUSES, QUEUE_DEFAULT_PAGE_SIZE, type ApplicationStatus } from '@northgate/contracts';
import { flowSteps, type FlowId } from '@northgate/site-config';

/** The queue's filters and page, kept in the URL so a view can be bookmarked, shared and reloaded. */
export interface QueueSearch {
  q?: string;
  flow?: FlowId;
  status?: ApplicationStatus;
  /** `me`, `none` or a staff id. */
  assignee?: string;
  from?: string;
  to?: string;
  page?: number;
}

export const FLOW_IDS = Object.keys(flowSteps) as FlowId[];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ASSIGNEE = /^(me|none|[0-9a-f-]{36})$/i;

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** Reads the search params, dropping anything the API would refuse (a hand-edited URL still works). */
export function parseQueueSearch(search: Record<string, unknown>): QueueSearch {
  const result: QueueSearch = {};
  const q = text(search.q);
  if (q !== undefined) result.q = q.slice(0, 100);
  const flow = text(search.flow);
  if (flow !== undefined && (FLOW_IDS as string[]).includes(flow)) result.flow = flow as FlowId;
  const status = text(search.status);
  if (status !== undefined && (APPLICATION_STATUSES as readonly string[]).includes(status)) {
    result.status = status as ApplicationStatus;
  }
  const assignee = text(search.assignee);
  if (assignee !== undefined && ASSIGNEE.test(assignee)) result.assignee = assignee;
  for (const key of ['from', 'to'] as const) {
    const value = text(search[key]);
    if (value !== undefined && ISO_DATE.test(value)) result[key] = value;
  }
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1 && page <= 100_000) result.page = page;
  return result;
}

/** The staff queue call's query for a view. */
export function queueQuery(search: QueueSearch) {
  return {
    ...(search.q ? { q: search.q } : {}),
    ...(search.flow ? { flow: search.flow } : {}),
    ...(search.status ? { status: search.status } : {}),
    ...(search.assignee ? { assignee: search.assignee } : {}),
    ...(search.from ? { submitted_from: search.from } : {}),
    ...(search.to ? { submitted_to: search.to } : {}),
    page: String(search.page ?? 1),
    page_size: String(QUEUE_DEFAULT_PAGE_SIZE),
  };
}

/** How many pages `total` items fill. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
