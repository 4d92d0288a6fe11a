import { PREPAYMENT_TERMS_TEXT, REPAYMENT_LABELS, type TermSheet } from '@northgate/contracts';
import { formatUsd } from '@northgate/loan-math';
import { formatLenderMoment } from '@northgate/site-config';
import * as page from '../../components/page.css.ts';
import { ExportButtons } from './export-buttons.tsx';

const STATE_TEXT: Record<TermSheet['state'], string> = {
  awaiting_signature: 'Waiting for the borrower’s signature',
  signed: 'Term sheet signed',
  expired: 'Not signed in time',
};

/**
 * The term sheet of the accepted offer (ADR 0059): whether and when the borrower signed it, the
 * terms it states, and the signed PDF for download (audited). Nothing before an offer is accepted.
 */
export function TermSheetSection({
  termSheet,
  download,
}: {
  termSheet: TermSheet | null;
  download: () => Promise<void>;
}) {
  if (termSheet === null) return null;
  return (
    <section className={page.section} aria-labelledby="term-sheet-title">
      <h2 id="term-sheet-title" className={page.sectionTitle}>
        Term sheet
      </h2>
      <p>
        <strong>{STATE_TEXT[termSheet.state]}</strong>
        {termSheet.state === 'signed' && termSheet.signed_at !== null
          ? ` by ${termSheet.signed_name ?? 'the borrower'} on ${formatLenderMoment(termSheet.signed_at)}.`
          : termSheet.state === 'awaiting_signature'
            ? `, until ${formatLenderMoment(termSheet.sign_by)}.`
            : ` (the time to sign ended ${formatLenderMoment(termSheet.sign_by)}).`}
      </p>
      <dl className={page.definitionList}>
        <dt>Borrower</dt>
        <dd>{termSheet.borrower_name}</dd>
        <dt>Property</dt>
        <dd>{termSheet.property ?? 'Not named in the application'}</dd>
        <dt>Amount</dt>
        <dd>{formatUsd(termSheet.amount)}</dd>
        <dt>Rate and term</dt>
        <dd>
          {termSheet.rate_percent}% for {termSheet.term_months} months
        </dd>
        <dt>Repayment</dt>
        <dd>
          {REPAYMENT_LABELS[termSheet.repayment]}, {formatUsd(termSheet.monthly_payment)} a month
        </dd>
        <dt>Points and fees</dt>
        <dd>
          {termSheet.points}% ({formatUsd(termSheet.points_amount)}) and {formatUsd(termSheet.fees)}
        </dd>
        <dt>Rehab holdback</dt>
        <dd>{formatUsd(termSheet.holdback)}</dd>
        <dt>Prepayment</dt>
        <dd>{PREPAYMENT_TERMS_TEXT[termSheet.prepayment_terms]}</dd>
        {termSheet.pdf_sha256 !== null ? (
          <>
            <dt>SHA-256 of the signed PDF</dt>
            <dd>{termSheet.pdf_sha256}</dd>
          </>
        ) : null}
      </dl>
      {termSheet.state === 'signed' ? (
        <ExportButtons downloads={[{ label: 'Download the signed term sheet', download }]} />
      ) : null}
    </section>
  );
}
