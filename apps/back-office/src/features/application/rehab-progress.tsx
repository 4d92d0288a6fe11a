/** The rehab budget's standing: the holdback summary and the progress table line by line. */
import { REHAB_CATEGORY_LABELS, type Rehab } from '@northgate/contracts';
import * as page from '../../components/page.css.ts';
import { money } from './rehab-money.ts';

/** The holdback: what it was, what is paid, what is in open draws and what remains. */
export function RehabHoldback({ rehab, holdbackCents }: { rehab: Rehab; holdbackCents: number }) {
  return (
    <dl className={page.definitionList} aria-label="Holdback">
      <dt>Holdback</dt>
      <dd>{money(holdbackCents)}</dd>
      <dt>Paid to date</dt>
      <dd>{money(rehab.paid_cents)}</dd>
      <dt>In open draws</dt>
      <dd>{money(rehab.pending_cents)}</dd>
      <dt>Remaining holdback</dt>
      <dd>{money(rehab.remaining_holdback_cents ?? 0)}</dd>
    </dl>
  );
}

/** The budget line by line: asked, approved, paid, in open draws, remaining and the last inspection. */
export function RehabProgressTable({ rehab }: { rehab: Rehab }) {
  const approved = rehab.budget.state === 'approved';
  return (
    <div className={page.tableWrap} role="region" aria-labelledby="rehab-progress-caption" tabIndex={0}>
      <table className={page.table}>
        <caption id="rehab-progress-caption">
          {approved ? 'Approved budget and progress' : 'Budget as the borrower entered it'}
        </caption>
        <thead>
          <tr>
            <th scope="col">Work</th>
            <th scope="col">Asked</th>
            <th scope="col">Approved</th>
            <th scope="col">Paid to date</th>
            <th scope="col">In open draws</th>
            <th scope="col">Remaining</th>
            <th scope="col">Last inspected</th>
          </tr>
        </thead>
        <tbody>
          {rehab.budget.lines.map((line) => (
            <tr key={line.id}>
              <th scope="row">
                {REHAB_CATEGORY_LABELS[line.category]}
                <div className={page.muted}>{line.description}</div>
              </th>
              <td>{money(line.requested_cents)}</td>
              <td>{line.approved_cents === null ? 'Not yet' : money(line.approved_cents)}</td>
              <td>{money(line.paid_cents)}</td>
              <td>{money(line.pending_cents)}</td>
              <td>{line.remaining_cents === null ? 'Not yet' : money(line.remaining_cents)}</td>
              <td>{line.percent_complete === null ? 'Not yet' : `${line.percent_complete}% complete`}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{money(rehab.budget.requested_cents)}</td>
            <td>{rehab.budget.approved_cents === null ? 'Not yet' : money(rehab.budget.approved_cents)}</td>
            <td>{money(rehab.paid_cents)}</td>
            <td>{money(rehab.pending_cents)}</td>
            <td>
              {approved
                ? money(rehab.budget.lines.reduce((total, line) => total + (line.remaining_cents ?? 0), 0))
                : 'Not yet'}
            </td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
