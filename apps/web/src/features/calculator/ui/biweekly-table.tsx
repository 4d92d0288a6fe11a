import { formatCents, type BiweeklySchedule } from '@northgate/loan-math';
import { dayName } from '../labels.ts';
import * as styles from './calculator.css.ts';

/** The bi-weekly payments, dated to the day: the first `shown` of them. */
export function BiweeklyTable({ schedule, shown }: { schedule: BiweeklySchedule; shown: number }) {
  const shownNote = shown < schedule.rows.length ? ` (the first ${shown} shown)` : '';
  return (
    <table className={styles.table}>
      <caption id="schedule-caption">
        Bi-weekly schedule, {schedule.rows.length} payments{shownNote}
      </caption>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">Date</th>
          <th scope="col">Payment</th>
          <th scope="col">Interest</th>
          <th scope="col">Principal</th>
          <th scope="col">Balance</th>
        </tr>
      </thead>
      <tbody>
        {schedule.rows.slice(0, shown).map((r) => (
          <tr key={r.period}>
            <td>{r.period}</td>
            <td>{dayName(r.date)}</td>
            <td>{formatCents(r.payment)}</td>
            <td>{formatCents(r.interest)}</td>
            <td>{formatCents(r.principal)}</td>
            <td>{formatCents(r.balance)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
