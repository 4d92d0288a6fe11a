import type { EstimateReport, EstimatorSettings } from '../../estimator-model.ts';
import { ApplyLink } from '../apply-link.tsx';
import * as styles from '../calculator.css.ts';
import { ApproachBreakdown } from './approach-breakdown.tsx';
import { AvmSummary } from './avm-summary.tsx';
import { BorrowingTable } from './borrowing-table.tsx';
import { EstimateHeadline } from './estimate-headline.tsx';
import type { AddressLookup, AutomatedValuation } from './use-property-lookup.ts';

interface ValueReportProps {
  settings: EstimatorSettings;
  report: EstimateReport;
  lookup: AddressLookup;
  valuation: AutomatedValuation;
}

/** The printable report: the address, the estimate and how it was reached, and what it could borrow. */
export function ValueReport({ settings, report, lookup, valuation }: ValueReportProps) {
  const r = report.reconciled;
  const place = lookup.normalized;
  return (
    <section
      className={`${styles.panel} ${styles.report}`}
      aria-labelledby="report-title"
      data-print-report=""
    >
      <h2 id="report-title" className={styles.sectionTitle}>
        Property value estimate
      </h2>
      <p className={styles.printOnly}>
        Prepared {new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })}.
      </p>
      <p data-testid="report-address">
        <strong>{place?.display || settings.address || 'No address entered yet'}</strong>
        {place?.place && (
          <>
            <br />
            {place.place.county} County, {place.place.state}
          </>
        )}
      </p>
      <div aria-live="polite">
        {lookup.checkingZip && !place && (
          <p className={`${styles.note} ${styles.noPrint}`} data-testid="zip-lookup-status">
            Looking up ZIP {lookup.checkingZip}…
          </p>
        )}
        {place?.warning && <p className={styles.notice}>{place.warning}</p>}
      </div>

      <AvmSummary valuation={valuation} />
      <EstimateHeadline reconciled={r} />
      <ApproachBreakdown settings={settings} report={report} />
      <p className={styles.notice}>
        <strong>This is not an appraisal.</strong> It is an estimate from the figures you entered, with no
        inspection, no verified sales records and no licensed appraiser. It cannot see repairs needed or
        upgrades made. A lender will order an appraisal or valuation before any loan.
      </p>

      {r && <BorrowingTable settings={settings} report={report} />}
      <div className={`${styles.actions} ${styles.noPrint}`}>
        <button type="button" className={styles.secondaryButton} onClick={() => window.print()}>
          Print or save as PDF
        </button>
        <ApplyLink />
      </div>
      <p className={`${styles.note} ${styles.noPrint}`}>
        To save a PDF, choose “Save as PDF” as the printer. Only the report is printed.
      </p>
      <p className={styles.printOnly}>
        Apply online at {typeof window === 'undefined' ? '' : window.location.origin}/shortQuiz/ — estimates
        are not a commitment to lend.
      </p>
    </section>
  );
}
