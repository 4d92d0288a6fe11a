import type { Rehab } from '@northgate/contracts';
import { formatDateTime } from '../../components/labels.ts';
import * as page from '../../components/page.css.ts';
import { DrawCard } from './draw-card.tsx';
import type { RehabActions } from './rehab-actions.ts';
import { RehabBudgetApproval } from './rehab-budget-approval.tsx';
import { RehabHoldback, RehabProgressTable } from './rehab-progress.tsx';

/**
 * The rehab budget and draws of a short-term loan (ADR 0061): the budget with its progress and
 * the holdback, the budget approval, and each draw with its inspection, approval, payment or
 * decline. Who may do what follows the permission table (inspectDraws, approveDraws).
 */
export function RehabSection({
  rehab,
  canInspect,
  canApprove,
  actions,
}: {
  rehab: Rehab;
  canInspect: boolean;
  canApprove: boolean;
  actions: RehabActions;
}) {
  return (
    <section className={page.section} aria-labelledby="rehab-title">
      <h2 id="rehab-title" className={page.sectionTitle}>
        Rehab budget and draws
      </h2>
      {rehab.budget.state === 'none' ? <p>The borrower has not entered a rehab budget yet.</p> : null}
      {rehab.holdback_cents !== null ? (
        <RehabHoldback rehab={rehab} holdbackCents={rehab.holdback_cents} />
      ) : null}
      {rehab.budget.lines.length > 0 ? <RehabProgressTable rehab={rehab} /> : null}
      {rehab.budget.state === 'approved' && rehab.budget.approved_at !== null ? (
        <p>
          Approved on {formatDateTime(rehab.budget.approved_at)}
          {rehab.budget.approved_by ? ` by ${rehab.budget.approved_by}` : ''}
          {rehab.budget.approval_note ? `: ${rehab.budget.approval_note}` : '.'}
        </p>
      ) : null}
      {rehab.budget.state === 'draft' && canApprove ? (
        <RehabBudgetApproval rehab={rehab} actions={actions} />
      ) : null}
      {rehab.draws.length > 0 ? (
        <ul aria-label="Draws" className={page.stack}>
          {rehab.draws.map((draw) => (
            <DrawCard
              key={`${draw.id}-${draw.state}`}
              draw={draw}
              rehab={rehab}
              canInspect={canInspect}
              canApprove={canApprove}
              actions={actions}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
