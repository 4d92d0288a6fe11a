import { formatPercent, formatUsdWhole } from '@northgate/loan-math';
import * as styles from '../calculator.css.ts';
import type { AutomatedValuation } from './use-property-lookup.ts';

/** The automated valuation, or why there is none (no provider is connected by default). */
export function AvmSummary({ valuation: { provider, estimate, error } }: { valuation: AutomatedValuation }) {
  return (
    <>
      <h3 className={styles.subTitle}>Automated valuation</h3>
      {provider ? (
        estimate ? (
          <p>
            {estimate.provider}: {formatUsdWhole(estimate.value)} (range {formatUsdWhole(estimate.low)} –{' '}
            {formatUsdWhole(estimate.high)}
            {estimate.fsd !== null ? `, FSD ${formatPercent(estimate.fsd, 0)}` : ''}), as of {estimate.asOf}.
          </p>
        ) : (
          <p className={styles.note}>
            {error
              ? `The automated valuation is unavailable: ${error}.`
              : `${provider.name} has no estimate for this address yet.`}
          </p>
        )
      ) : (
        <p className={styles.info} data-testid="avm-none">
          No automated valuation service is connected to this site, so we do not show a computer-generated
          value for this address. The estimate below is built only from the facts you enter.
        </p>
      )}
    </>
  );
}
