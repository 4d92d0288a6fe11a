/** Staff's approval of the borrower's rehab budget, an approved amount per line. */
import { centsToDollars, REHAB_CATEGORY_LABELS, type Rehab } from '@northgate/contracts';
import type { RehabActions } from './rehab-actions.ts';
import { LinesForm } from './rehab-lines-form.tsx';
import { money } from './rehab-money.ts';

/** The budget approval form: each line's amount, prefilled with what the borrower asked, and a note. */
export function RehabBudgetApproval({ rehab, actions }: { rehab: Rehab; actions: RehabActions }) {
  return (
    <LinesForm
      formId="approve-budget"
      level={3}
      title="Approve the budget"
      kind="money"
      lines={rehab.budget.lines.map((line) => ({
        id: line.id,
        name: REHAB_CATEGORY_LABELS[line.category],
        label: `${REHAB_CATEGORY_LABELS[line.category]}: amount approved`,
        hint: `${line.description}; asked ${money(line.requested_cents)}`,
        initial: centsToDollars(line.requested_cents),
      }))}
      noteLabel="Note for the borrower"
      noteRequired={null}
      submitLabel="Approve budget"
      onSubmit={(values, note) =>
        actions.approveBudget(
          [...values].map(([line_id, approved_cents]) => ({ line_id, approved_cents })),
          note,
        )
      }
    />
  );
}
