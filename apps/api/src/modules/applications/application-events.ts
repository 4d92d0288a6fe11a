import {
  STAFF_ONLY_EVENT_KINDS,
  type ApplicationEvent,
  type ApplicationEventKind,
  type ApplicationStatus,
} from '@northgate/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { applicationEvents } from '../../db/pipeline-schema.ts';
import { staffMembers } from '../../db/schema.ts';
import { staffName } from '../staff/staff-accounts.ts';

export type Actor = { kind: 'borrower' } | { kind: 'staff'; staffId: string } | { kind: 'system' };

export interface NewEvent {
  applicationId: string;
  kind: ApplicationEventKind;
  status: ApplicationStatus;
  fromStatus?: ApplicationStatus;
  note?: string | null;
  actor: Actor;
}

/** Writes one timeline row on `tx`, the transaction of the change it records; answers its id. */
export async function recordEvent(tx: Db, event: NewEvent): Promise<string> {
  const [row] = await tx
    .insert(applicationEvents)
    .values({
      applicationId: event.applicationId,
      kind: event.kind,
      status: event.status,
      fromStatus: event.fromStatus ?? null,
      note: event.note ?? null,
      actor: event.actor.kind,
      staffMemberId: event.actor.kind === 'staff' ? event.actor.staffId : null,
      // The moment itself, not the transaction's start: a timeline orders by it.
      createdAt: sql`clock_timestamp()`,
    })
    .returning({ id: applicationEvents.id });
  return (row as { id: string }).id;
}

/**
 * An application's timeline, oldest first. The borrower's view leaves out staff-only events and
 * staff names; staff see everything.
 */
export async function listEvents(
  db: Db,
  applicationId: string,
  view: 'borrower' | 'staff',
): Promise<ApplicationEvent[]> {
  const rows = await db
    .select({ event: applicationEvents, staff: staffMembers })
    .from(applicationEvents)
    .leftJoin(staffMembers, eq(staffMembers.id, applicationEvents.staffMemberId))
    .where(eq(applicationEvents.applicationId, applicationId))
    .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id));
  return rows
    .filter(
      ({ event }) => view === 'staff' || !STAFF_ONLY_EVENT_KINDS.includes(event.kind as ApplicationEventKind),
    )
    .map(({ event, staff }) => ({
      id: event.id,
      kind: event.kind as ApplicationEventKind,
      status: event.status,
      from_status: event.fromStatus,
      note: event.note,
      actor: event.actor as ApplicationEvent['actor'],
      staff_name: view === 'staff' && staff !== null ? staffName(staff) : null,
      at: event.createdAt.toISOString(),
    }));
}
