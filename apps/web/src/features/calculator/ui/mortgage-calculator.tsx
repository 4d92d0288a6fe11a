import { EXPERIENCE_TIERS, formatCents, formatPercent, formatUsd, PMI_DROP_LTV } from '@northgate/loan-math';
import { Select } from '@northgate/ui';
import { Link, useSearch } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { computeDscr, computeFlip, computeMortgage, MORTGAGE_DEFAULTS, nextMonth, type MortgageSettings } from '../mortgage-model.ts';
import { compactSearch, parseToolSearch, type ToolSearch } from '../tool-search.ts';
import * as styles from './calculator.css.ts';
import { Money, NumberInput, Percent, Segmented, type FormValues } from './inputs.tsx';
import { monthName, ScheduleView } from './schedule-view.tsx';
import { useUrlSync } from './use-url-sync.ts';

const KEYS = [...Object.keys(MORTGAGE_DEFAULTS), 'start'] as (keyof MortgageSettings)[];

function toForm(search: ToolSearch, start: string): FormValues {
  const form: FormValues = {};
  const source = { ...MORTGAGE_DEFAULTS, start, ...search } as Record<string, unknown>;
  for (const key of KEYS) form[key] = String(source[key] ?? '');
  return form;
}

/** Parses the typed values through the same schema as the URL (clamping), then fills defaults. */
function toSettings(form: FormValues, start: string): MortgageSettings {
  const parsed = parseToolSearch(form);
  const defined = Object.fromEntries(Object.entries(parsed).filter(([key, value]) => value !== undefined && (KEYS as string[]).includes(key)));
  return { ...MORTGAGE_DEFAULTS, start, ...defined } as MortgageSettings;
}

const yearsLabel = (months: number) => {
  const y = Math.floor(months / 12);
  const m = months % 12;
  return [y ? `${y} yr` : '', m ? `${m} mo` : ''].filter(Boolean).join(' ') || '0 mo';
};

export function MortgageCalculator() {
  const rawSearch = useSearch({ strict: false }) as Record<string, unknown>;
  const [search] = useState<ToolSearch>(() => parseToolSearch(rawSearch));
  const [defaultStart] = useState(() => nextMonth());
  const [form, setForm] = useState<FormValues>(() => toForm(search, search.start ?? defaultStart));
  const set = (name: string, value: string) => setForm((prev) => ({ ...prev, [name]: value }));
  const settings = useMemo(() => toSettings(form, defaultStart), [form, defaultStart]);
  const result = useMemo(() => computeMortgage(settings), [settings]);
  const dscrResult = useMemo(() => (settings.mode === 'dscr' ? computeDscr(settings, result) : null), [settings, result]);
  const flip = useMemo(() => (settings.mode === 'flip' ? computeFlip(settings) : null), [settings]);
  const urlValues = useMemo(() => ({ ...compactSearch(settings, MORTGAGE_DEFAULTS), start: settings.start }), [settings]);
  useUrlSync(urlValues, KEYS);

  const s = settings;
  const field = { form, set };
  const { piti, schedule } = result;
  const payoff = monthName(result.payoff.year, result.payoff.month);
  const ioMonths = s.kind === 'interestOnly' ? Math.min(Math.round(s.io * 12), Math.round(s.term * 12)) : 0;

  return (
    <div className={styles.layout}>
      <form className={`${styles.panel} ${styles.noPrint}`} aria-labelledby="mortgage-inputs-title" onSubmit={(e) => e.preventDefault()}>
        <h2 id="mortgage-inputs-title" className={styles.sectionTitle}>
          Your loan
        </h2>
        <Segmented name="mode" legend="Calculator" value={s.mode} onChange={(v) => set('mode', v)} options={[{ value: 'payment', label: 'Payment' }, { value: 'dscr', label: 'Investor: DSCR' }, { value: 'flip', label: 'Investor: fix-and-flip' }]} />

        {s.mode !== 'flip' && (
          <>
            <Segmented name="basis" legend="Start from" value={s.basis} onChange={(v) => set('basis', v)} options={[{ value: 'price', label: 'Price and down payment' }, { value: 'loan', label: 'Loan amount' }]} />
            <div className={styles.fieldGrid}>
              <Money name="price" label={s.basis === 'loan' ? 'Property value' : 'Purchase price'} {...field} />
              {s.basis === 'loan' ? (
                <Money name="loan" label="Loan amount" {...field} />
              ) : s.downUnit === 'percent' ? (
                <Percent name="down" label="Down payment" {...field} />
              ) : (
                <Money name="down" label="Down payment" {...field} />
              )}
            </div>
            {s.basis === 'price' && (
              <Segmented
                name="downUnit"
                legend="Enter the down payment as"
                value={s.downUnit}
                onChange={(v) => {
                  // Convert the value so switching units keeps the same down payment.
                  const cents = result.downPaymentCents;
                  set('down', v === 'amount' ? String(cents / 100) : result.valueCents > 0 ? String(Number(((cents / result.valueCents) * 100).toFixed(3))) : '0');
                  set('downUnit', v);
                }}
                options={[{ value: 'percent', label: 'Percent' }, { value: 'amount', label: 'Amount' }]}
              />
            )}
            <div className={styles.fieldGrid}>
              <Percent name="rate" label="Interest rate" {...field} />
              <NumberInput name="term" label="Term (years)" hint="Amortization term" {...field} />
            </div>
            <Segmented name="kind" legend="Loan type" value={s.kind} onChange={(v) => set('kind', v)} options={[{ value: 'fixed', label: 'Fixed' }, { value: 'interestOnly', label: 'Interest-only' }, { value: 'balloon', label: 'Balloon' }]} />
            {s.kind === 'interestOnly' && <NumberInput name="io" label="Interest-only period (years)" hint="A period as long as the term means the whole principal is due at the end." {...field} />}
            {s.kind === 'balloon' && <NumberInput name="due" label="Balloon due after (years)" hint="The loan amortizes over the term but the balance is due at this point." {...field} />}

            <h3 className={styles.subTitle}>Taxes, insurance and dues</h3>
            <div className={styles.fieldGrid}>
              {s.taxUnit === 'percent' ? <Percent name="tax" label="Property tax per year" {...field} /> : <Money name="tax" label="Property tax per year" {...field} />}
              <Money name="ins" label="Home insurance per year" {...field} />
              <Money name="hoa" label="HOA dues per month" {...field} />
              <Percent name="pmi" label="PMI per year" hint={`Of the loan; charged while the balance is above ${PMI_DROP_LTV * 100}% of the value.`} {...field} />
            </div>
            <Segmented name="taxUnit" legend="Enter property tax as" value={s.taxUnit} onChange={(v) => { set('tax', v === 'amount' ? String(Math.round((result.valueCents * s.tax) / 100) / 100) : result.valueCents > 0 ? String(Number(((s.tax * 10_000) / result.valueCents).toFixed(3))) : '0'); set('taxUnit', v); }} options={[{ value: 'percent', label: 'Percent of value' }, { value: 'amount', label: 'Dollars' }]} />

            <h3 className={styles.subTitle}>Points and closing costs</h3>
            <div className={styles.fieldGrid}>
              <NumberInput name="points" label="Discount points" decimal hint="1 point = 1% of the loan" {...field} />
              <Money name="fees" label="Lender fees (prepaid finance charges)" {...field} />
            </div>

            <h3 className={styles.subTitle}>Extra payments</h3>
            <p className={styles.note}>Extra principal keeps the payment the same and shortens the loan.</p>
            <div className={styles.fieldGrid}>
              <Money name="xm" label="Extra every month" {...field} />
              <Money name="xy" label="Extra once a year" hint="With every 12th payment" {...field} />
              <Money name="xo" label="One-time extra" {...field} />
              <NumberInput name="xop" label="One-time extra with payment number" {...field} />
            </div>
            <label className={styles.legend} htmlFor="calc-start">
              First payment month
            </label>
            <input id="calc-start" className={styles.monthInput} type="month" value={form.start ?? ''} onChange={(e) => set('start', e.target.value)} />
          </>
        )}

        {s.mode === 'dscr' && (
          <>
            <h3 className={styles.subTitle}>Rental income</h3>
            <Segmented name="leased" legend="Is the property leased?" value={s.leased} onChange={(v) => set('leased', v)} options={[{ value: 'yes', label: 'Leased' }, { value: 'no', label: 'Vacant' }]} />
            <div className={styles.fieldGrid}>
              {s.leased === 'yes' && <Money name="rent" label="Lease rent per month" {...field} />}
              <Money name="mrent" label="Market rent per month" hint={s.leased === 'yes' ? 'Optional; the lower of lease and market rent is used' : '90% of market rent is used for a vacant purchase'} {...field} />
              <NumberInput name="target" label="Target DSCR" decimal hint="Many lenders want 1.00–1.25" {...field} />
            </div>
          </>
        )}

        {s.mode === 'flip' && (
          <>
            <div className={styles.fieldGrid}>
              <Money name="fp" label="Purchase price" {...field} />
              <Money name="fr" label="Rehab budget" {...field} />
              <Money name="farv" label="After-repair value (ARV)" {...field} />
            </div>
            <Select id="calc-tier" name="tier" label="Experience" placeholder={null} value={s.tier} onValueChange={(v) => set('tier', v)} options={Object.entries(EXPERIENCE_TIERS).map(([value, t]) => ({ value, label: t.label }))} width="full" />
            <div className={styles.fieldGrid}>
              <Percent name="frate" label="Interest rate" {...field} />
              <NumberInput name="fpts" label="Origination points" decimal {...field} />
              <NumberInput name="fmo" label="Months held" {...field} />
              <NumberInput name="fdraw" label="Months to draw the rehab" {...field} />
              <Money name="fbuy" label="Closing costs on the purchase" {...field} />
              <Money name="fhold" label="Taxes, insurance, utilities per month" {...field} />
              <Percent name="fsell" label="Selling costs" hint="Commission and transfer taxes, of the sale price" {...field} />
            </div>
            <Segmented name="fint" legend="Interest charged on" value={s.fint} onChange={(v) => set('fint', v)} options={[{ value: 'dutch', label: 'Full loan (Dutch)' }, { value: 'drawn', label: 'Drawn funds only' }]} />
          </>
        )}
      </form>

      <div className={styles.panel}>
        {s.mode === 'flip' && flip ? (
          <FlipResults flip={flip} settings={s} />
        ) : (
          <>
            <h2 className={styles.sectionTitle}>{s.mode === 'dscr' ? 'Debt-service coverage' : 'Your payment'}</h2>
            <div aria-live="polite" aria-atomic="true" data-testid="mortgage-summary">
              <div className={styles.headline}>
                <p className={styles.stat}>
                  <span className={styles.statLabel}>{ioMonths > 0 ? 'Interest-only payment' : 'Monthly principal & interest'}</span>
                  <span className={styles.bigValue} data-testid="monthly-pi">{formatCents(result.firstPayment)}</span>
                </p>
                <p className={styles.stat}>
                  <span className={styles.statLabel}>Total monthly payment (PITI)</span>
                  <span className={styles.statValue}>{formatCents(piti.total)}</span>
                </p>
                {dscrResult && (
                  <p className={styles.stat}>
                    <span className={styles.statLabel}>DSCR</span>
                    <span className={styles.statValue} data-testid="dscr">{dscrResult.dscr === null ? '—' : dscrResult.dscr.toFixed(3)}</span>
                  </p>
                )}
              </div>
            </div>
            {dscrResult && (
              <div className={styles.info}>
                <p>
                  DSCR = qualifying rent {formatUsd(dscrResult.qualifyingRent)} ÷ PITIA {formatUsd(dscrResult.pitia)}
                  {dscrResult.qualifiesOnInterestOnly ? ' (qualified on the interest-only payment)' : ''}.
                </p>
                <p>
                  Largest loan at a DSCR of {s.target.toFixed(2)}: <strong data-testid="dscr-max-loan">{formatUsd(dscrResult.maxLoan)}</strong>
                </p>
                <p className={styles.note}>Lenders' rules differ; this shows typical practice, not an approval.</p>
              </div>
            )}
            <dl className={styles.dl}>
              <dt>Loan amount</dt>
              <dd>{formatCents(result.loanCents)}</dd>
              <dt>Loan-to-value</dt>
              <dd>{formatPercent(result.ltv)}</dd>
              <dt>Principal & interest</dt>
              <dd>{formatCents(piti.principalAndInterest)}</dd>
              {ioMonths > 0 && ioMonths < Math.round(s.term * 12) && (
                <>
                  <dt>Payment after the interest-only period</dt>
                  <dd>{formatCents(schedule.amortizingPayment)}</dd>
                </>
              )}
              <dt>Property tax</dt>
              <dd>{formatCents(piti.tax)}</dd>
              <dt>Insurance</dt>
              <dd>{formatCents(piti.insurance)}</dd>
              <dt>HOA</dt>
              <dd>{formatCents(piti.hoa)}</dd>
              <dt>PMI</dt>
              <dd>{formatCents(piti.pmi)}</dd>
              <dt>Total interest</dt>
              <dd data-testid="total-interest">{formatCents(schedule.totalInterest)}</dd>
              <dt>Payoff date</dt>
              <dd data-testid="payoff">{payoff}</dd>
              <dt>APR</dt>
              <dd data-testid="apr">{result.apr === null ? '—' : `${result.apr.toFixed(3)}%`}</dd>
              {result.pointsCostCents > 0 && (
                <>
                  <dt>Cost of points</dt>
                  <dd>{formatCents(result.pointsCostCents)}</dd>
                </>
              )}
              {schedule.balloon > 0 && (
                <>
                  <dt>Balloon due {payoff}</dt>
                  <dd data-testid="balloon">{formatCents(schedule.balloon)}</dd>
                </>
              )}
              {schedule.totalExtra > 0 && (
                <>
                  <dt>Interest saved by extra payments</dt>
                  <dd>{formatCents(result.interestSaved)}</dd>
                  <dt>Paid off sooner by</dt>
                  <dd>{yearsLabel(result.monthsSaved)}</dd>
                </>
              )}
            </dl>
            <p className={styles.note}>
              PMI rule: charged while the loan balance is above {PMI_DROP_LTV * 100}% of the original value, and dropped from the first payment at or below it
              {result.pmi.dropsAtPeriod ? ` (payment ${result.pmi.dropsAtPeriod} here, ${formatCents(result.pmi.total)} of PMI in all)` : ''}. APR includes points and lender fees
              and assumes no extra payments. Payments are rounded to the cent; the last payment clears the balance.
            </p>
            <p className={styles.actions}>
              <Link to="/shortQuiz/" className={styles.cta}>
                Apply now
              </Link>
            </p>
            <ScheduleView schedule={schedule} loanCents={result.loanCents} view={s.view} onViewChange={(v) => set('view', v)} />
          </>
        )}
      </div>
    </div>
  );
}

function FlipResults({ flip, settings }: { flip: NonNullable<ReturnType<typeof computeFlip>>; settings: MortgageSettings }) {
  const { limits, profit } = flip;
  const bindingLabel = { purchaseAndRehab: 'purchase and rehab caps', cost: 'loan-to-cost cap', arv: 'loan-to-ARV cap' }[limits.binding];
  const caps = EXPERIENCE_TIERS[settings.tier].caps;
  return (
    <>
      <h2 className={styles.sectionTitle}>Fix-and-flip</h2>
      <div aria-live="polite" aria-atomic="true">
        <div className={styles.headline}>
          <p className={styles.stat}>
            <span className={styles.statLabel}>Maximum loan</span>
            <span className={styles.bigValue} data-testid="flip-loan">{formatUsd(limits.maxLoan)}</span>
          </p>
          <p className={styles.stat}>
            <span className={styles.statLabel}>Profit</span>
            <span className={styles.statValue}>{formatUsd(profit.profit)}</span>
          </p>
          <p className={styles.stat}>
            <span className={styles.statLabel}>ROI on cash invested</span>
            <span className={styles.statValue}>{profit.roi === null ? '—' : formatPercent(profit.roi, 1)}</span>
          </p>
        </div>
      </div>
      <dl className={styles.dl}>
        <dt>Loan-to-cost</dt>
        <dd data-testid="flip-ltc">{formatPercent(flip.ltc)}</dd>
        <dt>Loan-to-ARV</dt>
        <dd data-testid="flip-ltarv">{formatPercent(flip.ltarv)}</dd>
        <dt>Limited by</dt>
        <dd>{bindingLabel}</dd>
        <dt>{formatPercent(caps.maxLtp, 0)} of purchase + {formatPercent(caps.maxRehab, 0)} of rehab</dt>
        <dd>{formatUsd(limits.purchaseAndRehabLimit)}</dd>
        <dt>{formatPercent(caps.maxLtc, 1)} of total cost</dt>
        <dd>{formatUsd(limits.costLimit)}</dd>
        <dt>{formatPercent(caps.maxLtarv, 1)} of ARV</dt>
        <dd>{formatUsd(limits.arvLimit)}</dd>
        <dt>Advanced at closing</dt>
        <dd>{formatUsd(limits.initialAdvance)}</dd>
        <dt>Rehab holdback (drawn as work is done)</dt>
        <dd>{formatUsd(limits.rehabHoldback)}</dd>
        <dt>Interest, full loan (Dutch)</dt>
        <dd>{formatUsd(flip.dutch.interest)}</dd>
        <dt>Interest, drawn funds only</dt>
        <dd>{formatUsd(flip.drawn.interest)}</dd>
        <dt>Points</dt>
        <dd>{formatUsd(profit.pointsCost)}</dd>
        <dt>Other holding costs</dt>
        <dd>{formatUsd(profit.otherHolding)}</dd>
        <dt>Selling costs</dt>
        <dd>{formatUsd(profit.sellingCosts)}</dd>
        <dt>Total cost</dt>
        <dd>{formatUsd(profit.totalCost)}</dd>
        <dt>Cash you put in</dt>
        <dd>{formatUsd(profit.cashInvested)}</dd>
        <dt>Annualized ROI</dt>
        <dd>{profit.annualizedRoi === null ? '—' : formatPercent(profit.annualizedRoi, 1)}</dd>
        <dt>70% rule: maximum offer</dt>
        <dd data-testid="flip-mao">{formatUsd(flip.maxOffer)}</dd>
      </dl>
      <p className={styles.note}>
        Caps are typical published terms for this experience level, not a commitment. The 70% rule (0.70 × ARV − rehab) is an investor rule of thumb. Drawn-funds interest assumes the
        rehab holdback is released in equal draws at the end of each draw month.
      </p>
      <p className={styles.actions}>
        <Link to="/shortQuiz/" className={styles.cta}>
          Apply now
        </Link>
      </p>
    </>
  );
}
