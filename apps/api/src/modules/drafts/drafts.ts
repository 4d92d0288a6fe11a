import { createHash, randomUUID } from 'node:crypto';
import type { ApplicationSummary } from '@northgate/contracts';
import {
  applyStepSave,
  createDraft,
  findStep,
  maskValues,
  requireStep,
  restoreMaskedValues,
  validateFlow,
  validateStep,
  visibleSteps,
  type Flow,
  type FlowCheckContext,
  type FlowDraft,
  type FlowIssue,
  type FlowValues,
  type StepValidation,
  type StepValues,
  type ValueRef,
} from '@northgate/form-engine/core';
import { withCrossStepRules } from '@northgate/lending-flows';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { flowApplications, flowDrafts } from '../../db/schema.ts';
import { recordEvent } from '../applications/application-events.ts';
import { applicationReference } from '../applications/application-reference.ts';
import type { FieldEncryption } from '../../field-encryption.ts';

/** Whose draft it is: a signed-in account, or the guest session from fake_auth. */
export type DraftOwner = { kind: 'user'; userId: string } | { kind: 'guest'; guestSessionId: string };

export interface SubmittedApplication {
  application_id: string;
  /** `NG-XXXX-XXXX`, derived from the id: a resubmit answers the same one. */
  reference: string;
  submitted_at: string;
}

/** Who signed, as the submit request showed it: kept with the application for its e-signature record. */
export interface SigningContext {
  ip: string;
  userAgent: string | undefined;
}

/** `answers`: what was stored, each step's schema output (for the staff notice). */
type Created = { kind: 'created'; application: SubmittedApplication; answers: Record<string, unknown> };

export type SubmitOutcome =
  | Created
  | { kind: 'replayed'; application: SubmittedApplication }
  | { kind: 'incomplete'; stepId: string }
  /** Every step is valid, but the answers break a rule across steps (the flow's check). */
  | { kind: 'inconsistent'; issues: readonly FlowIssue[] }
  /** The key was already used by another owner or for another flow. */
  | { kind: 'conflict' };

type DraftRow = typeof flowDrafts.$inferSelect;
type ApplicationRow = typeof flowApplications.$inferSelect;

// Associated data binds each ciphertext to its row, so values copied elsewhere do not decrypt.
const draftContext = (id: string) => `flow_drafts.values:${id}`;
export const applicationContext = (id: string) => `flow_applications.values:${id}`;
// Fingerprints of masked answers are scoped to their draft row (its id survives a guest's sign-in).
const maskedContext = (id: string) => `flow_drafts.masked:${id}`;

function ownerColumns(owner: DraftOwner) {
  return owner.kind === 'user'
    ? { userId: owner.userId, guestSessionId: null }
    : { userId: null, guestSessionId: owner.guestSessionId };
}

function ownerIs(table: typeof flowDrafts | typeof flowApplications, owner: DraftOwner): SQL {
  return owner.kind === 'user'
    ? eq(table.userId, owner.userId)
    : eq(table.guestSessionId, owner.guestSessionId);
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause instanceof Object; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Server-side drafts of the five flows and their submission. Values are validated with the
 * flow's own step schemas (the browser runs the same ones) and stored encrypted as one JSON
 * document per draft. Nothing here logs values.
 *
 * Fields a step schema marks `sensitive()` (SSN/ITIN, EIN, date of birth) never leave in full:
 * `loadMasked` and `saveStep` answer with each one masked, and a masked value sent back is
 * swapped for the stored one before validation, so autosave keeps it and a submit reads it in
 * full (docs/decisions/0015-masked-sensitive-fields.md).
 */
export class DraftService {
  constructor(
    private readonly db: Db,
    private readonly encryption: FieldEncryption,
  ) {}

  /** The owner's draft of a flow, or a fresh empty one (not stored until the first save). */
  async load(flow: Flow, owner: DraftOwner): Promise<FlowDraft> {
    const row = await this.findRow(this.db, flow.id, owner);
    return row === undefined ? createDraft(flow) : this.toDraft(row);
  }

  /** The owner's draft as the borrower sees it: sensitive answers masked. */
  async loadMasked(flow: Flow, owner: DraftOwner): Promise<FlowDraft> {
    const row = await this.findRow(this.db, flow.id, owner);
    return row === undefined ? createDraft(flow) : this.masked(flow, row.id, this.toDraft(row));
  }

  /**
   * Stores one step's values, valid or not (input is never discarded), and answers with the
   * new draft (masked, as `loadMasked`) and the step's validation. A masked answer sent back
   * is first replaced by the stored value it names. Concurrent saves of the same owner and
   * flow are serialised by the row lock, so neither loses the other's step.
   */
  async saveStep(
    flow: Flow,
    owner: DraftOwner,
    stepId: string,
    stepValues: StepValues,
  ): Promise<{ draft: FlowDraft; validation: StepValidation }> {
    const { schema } = requireStep(flow, stepId);
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.db.transaction(async (tx) => {
          const row = await this.findRow(tx, flow.id, owner, { lock: true });
          const current = row === undefined ? createDraft(flow) : this.toDraft(row);
          const id = row?.id ?? randomUUID();
          const values = restoreMaskedValues(schema, stepValues, current.values[stepId], this.refFor(id));
          const validation = validateStep(flow, stepId, values);
          const draft = applyStepSave(flow, current, stepId, values, validation);
          await this.writeRow(tx, flow.id, owner, id, row === undefined, draft);
          return { draft: this.masked(flow, id, draft), validation };
        });
      } catch (error) {
        // Two first saves raced to insert the row: the loser retries as an update.
        if (attempt === 0 && isUniqueViolation(error)) continue;
        throw error;
      }
    }
  }

  /**
   * Submits a complete draft once per idempotency key. A repeated key answers with the first
   * submission; the unique key decides races between concurrent requests. `onCreated` runs in
   * the transaction that creates the application (the staff notice is queued there), so both
   * commit or neither does. `checkContext` is what the account knows that the answers do not (the
   * signed-in borrower's name, which the long form's signature is checked against).
   */
  async submit(
    flow: Flow,
    owner: DraftOwner,
    idempotencyKey: string,
    onCreated?: (tx: Db, created: Omit<Created, 'kind'>) => Promise<void>,
    signing?: SigningContext,
    checkContext: FlowCheckContext = {},
  ): Promise<SubmitOutcome> {
    const earlier = await this.findApplication(idempotencyKey);
    if (earlier !== undefined) return this.replay(earlier, flow, owner);

    const draft = await this.load(flow, owner);
    const completed = new Set(draft.completedSteps);
    // What is submitted is each visible step's schema output (trimmed, normalised), not the raw draft.
    const submitted: Record<string, unknown> = {};
    for (const step of visibleSteps(flow, draft.values)) {
      const validation = validateStep(flow, step.id, draft.values[step.id] ?? {});
      if (!completed.has(step.id) || !validation.ok) {
        // A concurrent submit with this key may have just created the application and cleared
        // the draft (one transaction, so seeing the cleared draft means its row is visible).
        const winner = await this.findApplication(idempotencyKey);
        if (winner !== undefined) return this.replay(winner, flow, owner);
        return { kind: 'incomplete', stepId: step.id };
      }
      submitted[step.id] = validation.value;
    }
    // The same rules across steps the browser runs before it submits (the flow's check).
    const consistency = validateFlow(withCrossStepRules(flow), submitted as FlowValues, checkContext);
    if (!consistency.ok) return { kind: 'inconsistent', issues: consistency.issues };

    const id = randomUUID();
    const answersJson = JSON.stringify(submitted);
    const inserted = await this.db.transaction(async (tx) => {
      const rows = await tx
        .insert(flowApplications)
        .values({
          id,
          idempotencyKey,
          flowId: flow.id,
          ...ownerColumns(owner),
          valuesEncrypted: this.encryption.encrypt(answersJson, applicationContext(id)),
          // The hash of exactly what was signed, so a later copy can be checked against it.
          answersSha256: createHash('sha256').update(answersJson).digest('hex'),
          signedIp: signing?.ip ?? null,
          signedUserAgent: signing?.userAgent?.slice(0, 500) ?? null,
        })
        .onConflictDoNothing({ target: flowApplications.idempotencyKey })
        .returning();
      // A submitted flow starts afresh; only the request that created the application clears it.
      if (rows[0] !== undefined) {
        // The first entry of the application's timeline (docs/decisions/0017-loan-pipeline.md).
        await recordEvent(tx, {
          applicationId: id,
          kind: 'submitted',
          status: 'submitted',
          actor: { kind: 'borrower' },
        });
        await tx.delete(flowDrafts).where(and(eq(flowDrafts.flowId, flow.id), ownerIs(flowDrafts, owner)));
        await onCreated?.(tx, { application: toApplication(rows[0]), answers: submitted });
      }
      return rows[0];
    });
    if (inserted !== undefined)
      return { kind: 'created', application: toApplication(inserted), answers: submitted };

    const winner = await this.findApplication(idempotencyKey);
    return winner === undefined ? { kind: 'conflict' } : this.replay(winner, flow, owner);
  }

  /**
   * A guest who signs in keeps what they typed: the guest session's drafts and applications
   * move to the account. Where the account already has a draft of the same flow, the more
   * recently saved of the two is kept.
   */
  /** A signed-in borrower's submitted applications, newest first. Values stay encrypted here. */
  async listApplications(userId: string): Promise<ApplicationSummary[]> {
    const rows = await this.db
      .select({
        id: flowApplications.id,
        flowId: flowApplications.flowId,
        status: flowApplications.status,
        submittedAt: flowApplications.submittedAt,
      })
      .from(flowApplications)
      .where(eq(flowApplications.userId, userId))
      .orderBy(desc(flowApplications.submittedAt));
    return rows.map((row) => ({
      application_id: row.id,
      flow_id: row.flowId,
      reference: applicationReference(row.id),
      status: row.status,
      submitted_at: row.submittedAt.toISOString(),
    }));
  }

  async adoptGuestDrafts(guestSessionId: string, userId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const guestDrafts = await tx
        .select()
        .from(flowDrafts)
        .where(eq(flowDrafts.guestSessionId, guestSessionId))
        .for('update');
      for (const guestDraft of guestDrafts) {
        const [userDraft] = await tx
          .select()
          .from(flowDrafts)
          .where(and(eq(flowDrafts.userId, userId), eq(flowDrafts.flowId, guestDraft.flowId)))
          .for('update');
        if (userDraft !== undefined && userDraft.updatedAt >= guestDraft.updatedAt) {
          await tx.delete(flowDrafts).where(eq(flowDrafts.id, guestDraft.id));
          continue;
        }
        if (userDraft !== undefined) await tx.delete(flowDrafts).where(eq(flowDrafts.id, userDraft.id));
        // The row keeps its id, so its ciphertext (bound to the id) still decrypts.
        await tx
          .update(flowDrafts)
          .set({ userId, guestSessionId: null })
          .where(eq(flowDrafts.id, guestDraft.id));
      }
      await tx
        .update(flowApplications)
        .set({ userId, guestSessionId: null })
        .where(eq(flowApplications.guestSessionId, guestSessionId));
    });
  }

  private replay(row: ApplicationRow, flow: Flow, owner: DraftOwner): SubmitOutcome {
    const sameOwner =
      owner.kind === 'user' ? row.userId === owner.userId : row.guestSessionId === owner.guestSessionId;
    if (!sameOwner || row.flowId !== flow.id) return { kind: 'conflict' };
    return { kind: 'replayed', application: toApplication(row) };
  }

  private async findApplication(idempotencyKey: string): Promise<ApplicationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(flowApplications)
      .where(eq(flowApplications.idempotencyKey, idempotencyKey));
    return row;
  }

  private async findRow(
    db: Db,
    flowId: string,
    owner: DraftOwner,
    options: { lock?: boolean } = {},
  ): Promise<DraftRow | undefined> {
    const query = db
      .select()
      .from(flowDrafts)
      .where(and(eq(flowDrafts.flowId, flowId), ownerIs(flowDrafts, owner)));
    const [row] = options.lock ? await query.for('update') : await query;
    return row;
  }

  private async writeRow(
    db: Db,
    flowId: string,
    owner: DraftOwner,
    id: string,
    isNew: boolean,
    draft: FlowDraft,
  ): Promise<void> {
    const columns = {
      valuesEncrypted: this.encryption.encrypt(JSON.stringify(draft.values), draftContext(id)),
      completedSteps: [...draft.completedSteps],
      furthestStep: draft.furthestStep,
      updatedAt: new Date(draft.updatedAt),
    };
    if (isNew) {
      await db.insert(flowDrafts).values({ id, flowId, ...ownerColumns(owner), ...columns });
    } else {
      await db.update(flowDrafts).set(columns).where(eq(flowDrafts.id, id));
    }
  }

  /** Names a stored answer of the draft row `id` without revealing it. */
  private refFor(id: string): ValueRef {
    return (value) =>
      this.encryption.fingerprint(
        typeof value === 'string' ? value : JSON.stringify(value),
        maskedContext(id),
      );
  }

  /** The draft with every sensitive answer of every step masked. */
  private masked(flow: Flow, id: string, draft: FlowDraft): FlowDraft {
    const ref = this.refFor(id);
    const values = Object.fromEntries(
      Object.entries(draft.values).map(([stepId, stepValues]) => [
        stepId,
        maskValues(findStep(flow, stepId)?.schema, stepValues, ref),
      ]),
    );
    return { ...draft, values };
  }

  private toDraft(row: DraftRow): FlowDraft {
    return {
      flowId: row.flowId,
      values: JSON.parse(
        this.encryption.decrypt(row.valuesEncrypted, draftContext(row.id)),
      ) as FlowDraft['values'],
      completedSteps: row.completedSteps,
      furthestStep: row.furthestStep,
      updatedAt: row.updatedAt.toISOString(),
    };
  }
}

function toApplication(row: ApplicationRow): SubmittedApplication {
  return {
    application_id: row.id,
    reference: applicationReference(row.id),
    submitted_at: row.submittedAt.toISOString(),
  };
}
