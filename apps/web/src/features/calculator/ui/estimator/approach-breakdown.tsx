import { formatPercent, formatUsdWhole } from '@northgate/loan-math';
import { ADJUSTMENTS, ECONOMIC_LIFE_YEARS } from '../../estimator/approaches.ts';
import { RANGE_FLOOR } from '../../estimator/reconcile.ts';
import type { EstimateReport, EstimatorSettings } from '../../estimator-model.ts';
import * as styles from '../calculator.css.ts';

/** How each approach reached its value (or why it was not used), and how they were reconciled. */
export function ApproachBreakdown({
  settings,
  report,
}: {
  settings: EstimatorSettings;
  report: EstimateReport;
}) {
  const r = report.reconciled;
  return (
    <>
      <h3 className={styles.subTitle}>How it was worked out</h3>
      <ul>
        <li>
          <strong>Sales comparison</strong>
          {report.sales
            ? `: ${report.sales.comparables.length} sale(s), adjusted to ${formatUsdWhole(report.sales.pricePerSqft)} per sq ft × ${settings.sqft.toLocaleString('en-US')} sq ft = ${formatUsdWhole(report.sales.value)}${r ? ` (weight ${formatPercent(r.weights.sales, 0)})` : ''}.`
            : ': not used (needs the living area and at least one sale with price and size).'}{' '}
          Each sale is adjusted toward this property: {formatUsdWhole(ADJUSTMENTS.bedroom)} per bedroom,{' '}
          {formatUsdWhole(ADJUSTMENTS.bathroom)} per bathroom, {ADJUSTMENTS.conditionStep * 100}% of price per
          condition step and {ADJUSTMENTS.agePerYear * 100}% per year of age (at most{' '}
          {ADJUSTMENTS.ageCap * 100}%); sales needing smaller adjustments count more.
        </li>
        <li>
          <strong>Income</strong>
          {report.income
            ? `: net operating income ${formatUsdWhole(report.income.netOperatingIncome)} a year ÷ cap rate ${settings.ecap}% = ${formatUsdWhole(report.income.value)}${r ? ` (weight ${formatPercent(r.weights.income, 0)})` : ''}.`
            : ': not used (needs rent and a cap rate, with rent above expenses).'}{' '}
          Value = (rent × 12 × (1 − vacancy) − expenses) ÷ cap rate.
        </li>
        <li>
          <strong>Cost</strong>
          {report.cost
            ? `: land ${formatUsdWhole(settings.land)} + building ${formatUsdWhole(report.cost.replacementCost)} − depreciation ${formatUsdWhole(report.cost.depreciation)} (${formatPercent(report.cost.depreciationShare, 0)}) = ${formatUsdWhole(report.cost.value)}${r ? ` (weight ${formatPercent(r.weights.cost, 0)})` : ''}.`
            : ': not used (needs the living area and a building cost per sq ft).'}{' '}
          Depreciation is age ÷ {ECONOMIC_LIFE_YEARS}-year life, with condition making the building act older
          or younger.
        </li>
      </ul>
      <p className={styles.note}>
        Reconciliation weighs sales most for homes and income most for rental buildings. The range is at least
        ±{RANGE_FLOOR.high * 100}% (high), ±{RANGE_FLOOR.medium * 100}% (medium) or ±{RANGE_FLOOR.low * 100}%
        (low confidence), and always wide enough to cover every approach.
      </p>
    </>
  );
}
