import { formatUsd } from '@northgate/loan-math';
import type { DscrResult, MortgageSettings } from '../../mortgage-model.ts';
import * as styles from '../calculator.css.ts';

/** How the DSCR was worked out, and the largest loan that meets the target coverage. */
export function DscrBox({ dscr, settings }: { dscr: DscrResult; settings: MortgageSettings }) {
  return (
    <div className={styles.info}>
      <p>
        DSCR = qualifying rent {formatUsd(dscr.qualifyingRent)} ÷ PITIA {formatUsd(dscr.pitia)}
        {dscr.qualifiesOnInterestOnly ? ' (qualified on the interest-only payment)' : ''}.
      </p>
      <p>
        Largest loan at a DSCR of {settings.target.toFixed(2)}:{' '}
        <strong data-testid="dscr-max-loan">{formatUsd(dscr.maxLoan)}</strong>
      </p>
      <p className={styles.note}>Lenders' rules differ; this shows typical practice, not an approval.</p>
    </div>
  );
}
