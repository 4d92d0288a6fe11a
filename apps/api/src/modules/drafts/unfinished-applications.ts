import type { DraftProgress, DraftSummary } from '@northgate/contracts';
import { findStep, firstStep, progressFor, stepPath, type Flow } from '@northgate/form-engine/core';
import { getFlow } from '@northgate/lending-flows';
import { and, desc, eq } from 'drizzle-orm';
import { inTransaction, type Db } from '../../db/database.ts';
import { flowDrafts } from '../../db/schema.ts';

export type DiscardOutcome =
  | { kind: 'discarded' }
  /** No draft of this flow belongs to the account (another account's drafts look the same). */
  | { kind: 'missing' }
  /** Saved again after the time the borrower saw; nothing was deleted. */
  | { kind: 'changed' };

/** The flow's own progress on a step, as the list shows it. */
function draftProgress(flow: Flow, stepId: string): DraftProgress {
  const progress = progressFor(flow, stepId);
  switch (progress.kind) {
    case 'hidden':
      return { kind: 'none' };
    case 'value':
      return {
        kind: 'value',
        ...(progress.value !== undefined && { value: progress.value }),
        ...(progress.text !== undefined && { text: progress.text }),
      };
    case 'stages': {
      const index = progress.stages.findIndex((stage) => stage.id === progress.activeId);
      return {
        kind: 'stage',
        stageId: progress.activeId,
        label: progress.stages[index]?.label ?? progress.activeId,
        position: index + 1,
        total: progress.stages.length,
      };
    }
  }
}

/**
 * A signed-in borrower's drafts as the profile lists them, and their discard. Only the progress
 * columns are read: the answers stay encrypted and are never decrypted here.
 */
export class UnfinishedApplications {
  constructor(private readonly db: Db) {}

  /** Most recently saved first; drafts of a flow the site no longer has are left out. */
  async list(userId: string): Promise<DraftSummary[]> {
    const rows = await this.db
      .select({
        flowId: flowDrafts.flowId,
        furthestStep: flowDrafts.furthestStep,
        updatedAt: flowDrafts.updatedAt,
      })
      .from(flowDrafts)
      .where(eq(flowDrafts.userId, userId))
      .orderBy(desc(flowDrafts.updatedAt));
    return rows.flatMap((row) => {
      const flow = getFlow(row.flowId);
      if (flow === undefined) return [];
      // A step renamed since the save resumes at the start; the flow's guard does the rest.
      const step = findStep(flow, row.furthestStep) ?? firstStep(flow);
      return [
        {
          flowId: flow.id,
          progress: draftProgress(flow, step.id),
          resumeStep: { id: step.id, title: step.title, path: stepPath(flow, step.id) },
          updatedAt: row.updatedAt.toISOString(),
        },
      ];
    });
  }

  /**
   * Deletes the account's draft of a flow if it was last saved at `seenUpdatedAt`. The row is
   * locked, so a save arriving at the same moment either lands first (and the draft is kept)
   * or waits and starts a fresh draft.
   */
  async discard(userId: string, flowId: string, seenUpdatedAt: string): Promise<DiscardOutcome> {
    return inTransaction(this.db, async (tx) => {
      const [row] = await tx
        .select({ id: flowDrafts.id, updatedAt: flowDrafts.updatedAt })
        .from(flowDrafts)
        .where(and(eq(flowDrafts.userId, userId), eq(flowDrafts.flowId, flowId)))
        .for('update');
      if (row === undefined) return { kind: 'missing' };
      if (row.updatedAt.getTime() !== Date.parse(seenUpdatedAt)) return { kind: 'changed' };
      await tx.delete(flowDrafts).where(eq(flowDrafts.id, row.id));
      return { kind: 'discarded' };
    });
  }
}
