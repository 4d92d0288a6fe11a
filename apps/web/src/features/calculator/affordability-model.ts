/**
 * Affordability mode's numbers: the debt-to-income ratios of the payment on screen and the largest
 * loan for the borrower's chosen back-end ratio. Loaded only with the mode (its own chunk).
 */
import {
  debtToIncome,
  DTI_GUIDES,
  dtiPercent,
  formatUsd,
  maxLoanForDti,
  toCents,
} from '@northgate/loan-math';
import type { MortgageResult, MortgageSettings } from './mortgage-model.ts';
import type { ResultRow } from './results-summary.ts';

export type Guide = 'within' | 'above';

export interface AffordabilityResult {
  /** Percent, two decimals; null without income. */
  frontEnd: number | null;
  backEnd: number | null;
  /** How each ratio compares with the common guides (28% housing, 36% all debts, 43%). */
  frontEndGuide: Guide | null;
  backEndGuide: Guide | null;
  qualifiedMortgageGuide: Guide | null;
  /** PITI used for the ratios, dollars. */
  housing: number;
  /** Largest housing payment and loan at the chosen back-end ratio, dollars. */
  maxHousing: number;
  maxLoan: number;
}

const against = (percent: number | null, limit: number): Guide | null =>
  percent === null ? null : percent <= dtiPercent(limit) ? 'within' : 'above';

export function computeAffordability(s: MortgageSettings, m: MortgageResult): AffordabilityResult {
  const ratios = debtToIncome(toCents(s.inc), m.piti.total, toCents(s.debts));
  const frontEnd = ratios.frontEnd === null ? null : dtiPercent(ratios.frontEnd);
  const backEnd = ratios.backEnd === null ? null : dtiPercent(ratios.backEnd);
  const escrow = (m.piti.tax + m.piti.insurance + m.piti.hoa) / 100;
  const max = maxLoanForDti({
    monthlyIncome: s.inc,
    otherMonthlyDebts: s.debts,
    backEndRatio: s.dti / 100,
    monthlyEscrowAndDues: escrow,
    annualRatePercent: s.rate,
    termMonths: Math.round(s.term * 12),
    interestOnly: s.kind === 'interestOnly',
    pmiRatePercent: s.pmi,
    propertyValue: m.valueCents / 100,
  });
  return {
    frontEnd,
    backEnd,
    frontEndGuide: against(frontEnd, DTI_GUIDES.frontEnd),
    backEndGuide: against(backEnd, DTI_GUIDES.backEnd),
    qualifiedMortgageGuide: against(backEnd, DTI_GUIDES.qualifiedMortgage),
    housing: m.piti.total / 100,
    maxHousing: max.maxHousing,
    maxLoan: max.maxLoan,
  };
}

const guideText = (guide: Guide | null) => (guide === null ? '—' : guide === 'within' ? 'Within' : 'Above');
const percentText = (percent: number | null) => (percent === null ? '—' : `${percent.toFixed(2)}%`);

/** The affordability figures as labelled rows (the box and the results CSV). */
export function affordRows(s: MortgageSettings, a: AffordabilityResult): ResultRow[] {
  return [
    { label: 'Gross monthly income', value: formatUsd(s.inc) },
    { label: 'Other monthly debts', value: formatUsd(s.debts) },
    { label: 'Housing payment (PITI)', value: formatUsd(a.housing) },
    { label: 'Front-end ratio (housing ÷ income)', value: percentText(a.frontEnd), testId: 'dti-front' },
    { label: 'Against the 28% housing guide', value: guideText(a.frontEndGuide) },
    { label: 'Back-end ratio (all debts ÷ income)', value: percentText(a.backEnd), testId: 'dti-back' },
    { label: 'Against the 36% guide', value: guideText(a.backEndGuide) },
    { label: 'Against 43% (qualified-mortgage line)', value: guideText(a.qualifiedMortgageGuide) },
    {
      label: `Largest housing payment at ${s.dti}%`,
      value: formatUsd(a.maxHousing),
      testId: 'afford-max-housing',
    },
    {
      label: `Largest loan at a ${s.dti}% back-end ratio`,
      value: formatUsd(a.maxLoan),
      testId: 'afford-max-loan',
    },
  ];
}
