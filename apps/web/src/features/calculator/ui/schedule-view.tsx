import {
  aggregateBiweeklyByYear,
  aggregateByYear,
  formatCents,
  type BiweeklySchedule,
  type Schedule,
} from '@northgate/loan-math';
import { lazy, Suspense, useMemo, useState } from 'react';
import { monthName } from '../labels.ts';
import { biweeklyToCsv, scheduleToCsv, yearlyToCsv } from '../schedule-csv.ts';
import { BiweeklyTable } from './biweekly-table.tsx';
import * as styles from './calculator.css.ts';
import { Segmented } from './inputs.tsx';
import { downloadText } from './use-url-sync.ts';

/**
 * Rows shown until the borrower asks for every payment: the first year. All 360 monthly rows (628
 * bi-weekly) cost thousands of DOM nodes that every keystroke re-renders on a slow phone; the CSV
 * and "Show all" keep every payment one tap away.
 */
export const FIRST_YEAR_ROWS = { monthly: 12, biweekly: 26 } as const;

// The chart's drawing is its own chunk, fetched only when this route renders a schedule; its legend
// and the space it takes are here, so nothing below moves when it comes.
const ScheduleChart = lazy(() => import('./schedule-chart.tsx').then((m) => ({ default: m.ScheduleChart })));

export function ScheduleView({
  schedule,
  loanCents,
  biweekly,
  view,
  onViewChange,
}: {
  schedule: Schedule;
  loanCents: number;
  /** When the borrower pays every two weeks, the schedule, chart and CSV follow it. */
  biweekly?: BiweeklySchedule | null;
  view: 'monthly' | 'yearly';
  onViewChange: (view: 'monthly' | 'yearly') => void;
}) {
  const years = useMemo(
    () => (biweekly ? aggregateBiweeklyByYear(biweekly.rows) : aggregateByYear(schedule.rows)),
    [schedule, biweekly],
  );
  const prefix = biweekly ? 'amortization-schedule-biweekly' : 'amortization-schedule';
  const download = () => {
    if (view === 'yearly') downloadText(`${prefix}-yearly.csv`, yearlyToCsv(years));
    else if (biweekly) downloadText(`${prefix}.csv`, biweeklyToCsv(biweekly.rows));
    else downloadText(`${prefix}-monthly.csv`, scheduleToCsv(schedule.rows));
  };
  const everyPayment = biweekly ? 'Every payment' : 'Monthly';
  const hasExtra = schedule.totalExtra > 0;
  const hasBalloon = schedule.balloon > 0;
  const [showAll, setShowAll] = useState(false);
  const paymentCount = biweekly ? biweekly.rows.length : schedule.rows.length;
  const firstRows = biweekly ? FIRST_YEAR_ROWS.biweekly : FIRST_YEAR_ROWS.monthly;
  const shown = showAll ? paymentCount : Math.min(firstRows, paymentCount);
  const shownNote = shown < paymentCount ? ` (the first ${shown} shown)` : '';
  return (
    <section aria-labelledby="schedule-title" className={styles.scheduleSection}>
      <h2 id="schedule-title" className={styles.sectionTitle}>
        Balance over time
      </h2>
      {years.length > 0 && loanCents > 0 && (
        <figure className={styles.figure}>
          <Suspense fallback={<p className={styles.chartPlaceholder}>Loading chart…</p>}>
            <ScheduleChart years={years} loanCents={loanCents} />
          </Suspense>
          <figcaption>
            <ul className={styles.legendList}>
              <li>
                <span className={styles.swatch.balance} aria-hidden="true" />
                Balance (left axis)
              </li>
              <li>
                <span className={styles.swatch.principal} aria-hidden="true" />
                Principal paid in the year
              </li>
              <li>
                <span className={styles.swatch.interest} aria-hidden="true" />
                Interest paid in the year (bars scaled to the largest year)
              </li>
            </ul>
            <p className={styles.note}>Horizontal axis: loan year.</p>
          </figcaption>
        </figure>
      )}
      <h2 className={styles.sectionTitle}>Amortization schedule</h2>
      <div className={styles.noPrint}>
        <Segmented
          name="view"
          legend="Show"
          value={view}
          onChange={(v) => onViewChange(v === 'yearly' ? 'yearly' : 'monthly')}
          options={[
            { value: 'monthly', label: everyPayment },
            { value: 'yearly', label: 'Yearly' },
          ]}
        />
        <div className={styles.actions}>
          <button type="button" className={styles.cta} onClick={download}>
            Download CSV ({view === 'yearly' ? 'yearly' : everyPayment.toLowerCase()})
          </button>
        </div>
      </div>
      <div
        id="schedule-rows"
        className={styles.scroller}
        tabIndex={0}
        role="region"
        aria-labelledby="schedule-caption"
      >
        {view === 'monthly' && biweekly ? (
          <BiweeklyTable schedule={biweekly} shown={shown} />
        ) : view === 'monthly' ? (
          <table className={styles.table}>
            <caption id="schedule-caption">
              Monthly schedule, {schedule.rows.length} payments{shownNote}
            </caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Date</th>
                <th scope="col">Payment</th>
                <th scope="col">Interest</th>
                <th scope="col">Principal</th>
                {hasExtra && <th scope="col">Extra</th>}
                {hasBalloon && <th scope="col">Balloon</th>}
                <th scope="col">Balance</th>
              </tr>
            </thead>
            <tbody>
              {schedule.rows.slice(0, shown).map((r) => (
                <tr key={r.period}>
                  <td>{r.period}</td>
                  <td>{monthName(r.year, r.month)}</td>
                  <td>{formatCents(r.payment)}</td>
                  <td>{formatCents(r.interest)}</td>
                  <td>{formatCents(r.principal)}</td>
                  {hasExtra && <td>{formatCents(r.extra)}</td>}
                  {hasBalloon && <td>{formatCents(r.balloon)}</td>}
                  <td>{formatCents(r.balance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <table className={styles.table}>
            <caption id="schedule-caption">Yearly schedule, {years.length} loan years</caption>
            <thead>
              <tr>
                <th scope="col">Year</th>
                <th scope="col">Months</th>
                <th scope="col">Payments</th>
                <th scope="col">Interest</th>
                <th scope="col">Principal</th>
                <th scope="col">End balance</th>
              </tr>
            </thead>
            <tbody>
              {years.map((y) => (
                <tr key={y.loanYear}>
                  <td>{y.loanYear}</td>
                  <td>
                    {monthName(y.fromYear, y.fromMonth)} – {monthName(y.toYear, y.toMonth)}
                  </td>
                  <td>{formatCents(y.payments)}</td>
                  <td>{formatCents(y.interest)}</td>
                  <td>{formatCents(y.principal)}</td>
                  <td>{formatCents(y.endBalance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      {view === 'monthly' && paymentCount > firstRows && (
        <div className={`${styles.actions} ${styles.noPrint}`}>
          <button
            type="button"
            className={styles.secondaryButton}
            aria-controls="schedule-rows"
            aria-expanded={showAll}
            onClick={() => setShowAll(!showAll)}
          >
            {showAll ? 'Show the first year only' : `Show all ${paymentCount} payments`}
          </button>
        </div>
      )}
    </section>
  );
}
