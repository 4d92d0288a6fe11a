/** The holdback summary and the budget's progress table, line by line. */
import { REHAB_CATEGORY_LABELS, type Rehab } from '@northgate/contracts';
import * as listStyles from '../applications/applications.css.ts';
import * as styles from './pipeline.css.ts';
import { money, sumCents } from './rehab-money.ts';
import * as rehabStyles from './rehab.css.ts';

/** The budget line by line: what was budgeted and approved, paid, in open draws and left to draw. */
export function RehabProgress({ rehab }: { readonly rehab: Rehab }) {
  const approved = rehab.budget.state === 'approved';
  return (
    <>
      {rehab.holdback_cents !== null && (
        <dl className={listStyles.facts} aria-label="Holdback">
          <dt>Holdback</dt>
          <dd>{money(rehab.holdback_cents)}</dd>
          <dt>Paid to date</dt>
          <dd>{money(rehab.paid_cents)}</dd>
          <dt>In open draws</dt>
          <dd>{money(rehab.pending_cents)}</dd>
          <dt>Remaining holdback</dt>
          <dd>{money(rehab.remaining_holdback_cents ?? 0)}</dd>
        </dl>
      )}
      <div
        className={rehabStyles.tableScroll}
        role="region"
        aria-labelledby="rehab-progress-caption"
        tabIndex={0}
      >
        <table className={rehabStyles.table}>
          <caption id="rehab-progress-caption">
            {approved ? 'Your approved budget and progress' : 'Your budget, waiting for approval'}
          </caption>
          <thead>
            <tr>
              <th scope="col">Work</th>
              <th scope="col" className="money">
                {approved ? 'Approved' : 'Budget'}
              </th>
              {approved && (
                <>
                  <th scope="col" className="money">
                    Paid to date
                  </th>
                  <th scope="col" className="money">
                    In open draws
                  </th>
                  <th scope="col" className="money">
                    Remaining
                  </th>
                  <th scope="col">Last inspected</th>
                </>
              )}
            </tr>
          </thead>
          <tbody>
            {rehab.budget.lines.map((line) => (
              <tr key={line.id}>
                <th scope="row">
                  {REHAB_CATEGORY_LABELS[line.category]}
                  <div className={styles.muted}>{line.description}</div>
                </th>
                <td className="money">
                  {money(line.approved_cents ?? line.requested_cents)}
                  {line.approved_cents !== null && line.approved_cents !== line.requested_cents && (
                    <div className={styles.muted}>of {money(line.requested_cents)} asked</div>
                  )}
                </td>
                {approved && (
                  <>
                    <td className="money">{money(line.paid_cents)}</td>
                    <td className="money">{money(line.pending_cents)}</td>
                    <td className="money">{money(line.remaining_cents ?? 0)}</td>
                    <td>
                      {line.percent_complete === null ? 'Not yet' : `${line.percent_complete}% complete`}
                    </td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td className="money">{money(rehab.budget.approved_cents ?? rehab.budget.requested_cents)}</td>
              {approved && (
                <>
                  <td className="money">{money(rehab.paid_cents)}</td>
                  <td className="money">{money(rehab.pending_cents)}</td>
                  <td className="money">
                    {money(sumCents(rehab.budget.lines.map((line) => line.remaining_cents ?? 0)))}
                  </td>
                  <td />
                </>
              )}
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}
