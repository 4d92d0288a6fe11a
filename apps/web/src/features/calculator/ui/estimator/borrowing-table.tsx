import { formatPercent, formatUsdWhole } from '@northgate/loan-math';
import type { EstimateReport, EstimatorSettings } from '../../estimator-model.ts';
import * as styles from '../calculator.css.ts';

/** What the estimated value supports at typical program loan-to-value limits. */
export function BorrowingTable({
  settings,
  report,
}: {
  settings: EstimatorSettings;
  report: EstimateReport;
}) {
  return (
    <>
      <h3 className={styles.subTitle}>What you could borrow</h3>
      <table className={styles.table}>
        <caption>At typical maximum loan-to-value limits (not a commitment or an offer)</caption>
        <thead>
          <tr>
            <th scope="col">Program</th>
            <th scope="col">Typical limit</th>
            <th scope="col">Up to</th>
          </tr>
        </thead>
        <tbody>
          {report.borrowing.map((p) => (
            <tr key={p.program}>
              <td>{p.program}</td>
              <td>
                {formatPercent(p.ltv, 0)} of{' '}
                {p.basis === 'after-repair value' && settings.arv > 0
                  ? 'after-repair value'
                  : 'estimated value'}
              </td>
              <td>{formatUsdWhole(p.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
