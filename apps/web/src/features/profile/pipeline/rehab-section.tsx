import type { Rehab } from '@northgate/contracts';
import { useState } from 'react';
import * as listStyles from '../applications/applications.css.ts';
import { DrawList } from './draw-list.tsx';
import { DrawRequestForm } from './draw-request-form.tsx';
import * as styles from './pipeline.css.ts';
import type { RehabActions } from './rehab-actions.ts';
import { BudgetEditor } from './rehab-budget-editor.tsx';
import { RehabProgress } from './rehab-progress.tsx';

/**
 * The rehab budget and draws of a short-term loan on the borrower's application page (ADR 0061):
 * the budget editor until it is approved, then the progress by line, the draw request once the
 * loan is funded, and the draws.
 */
export function RehabSection({
  rehab,
  actions,
  onChanged,
}: {
  readonly rehab: Rehab;
  readonly actions: RehabActions;
  readonly onChanged: (rehab: Rehab) => void;
}) {
  const [notice, setNotice] = useState('');
  return (
    <section aria-labelledby="rehab-title" className={styles.section}>
      <h2 id="rehab-title" className={styles.sectionTitle}>
        Rehab budget and draws
      </h2>
      <p role="status" className={listStyles.paragraph}>
        {notice}
      </p>
      {rehab.budget.lines.length > 0 && <RehabProgress rehab={rehab} />}
      {rehab.budget.state === 'approved' && rehab.budget.approval_note && (
        <p className={listStyles.paragraph}>A note from your loan officer: {rehab.budget.approval_note}</p>
      )}
      {rehab.budget.state === 'draft' && !rehab.budget.editable && (
        <p className={listStyles.paragraph}>Your loan officer has not approved the budget yet.</p>
      )}
      {rehab.budget.state === 'approved' && !rehab.can_request_draw && rehab.draws.length === 0 && (
        <p className={listStyles.paragraph}>
          Once your loan is funded you can ask for draws here as the work is done.
        </p>
      )}
      {rehab.budget.editable && (
        <BudgetEditor
          rehab={rehab}
          onSave={async (body) => onChanged(await actions.saveBudget(rehab.application_id, body))}
        />
      )}
      {rehab.can_request_draw && (
        <DrawRequestForm
          rehab={rehab}
          actions={actions}
          onRequested={async (body) => {
            const updated = await actions.requestDraw(rehab.application_id, body);
            setNotice(`We received Draw ${updated.draws[0]?.number ?? ''}. We will arrange the inspection.`);
            onChanged(updated);
          }}
        />
      )}
      {rehab.draws.length > 0 && <DrawList draws={rehab.draws} download={actions.download} />}
    </section>
  );
}
