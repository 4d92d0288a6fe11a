import { formatPercent, formatUsdWhole } from '@northgate/loan-math';
import { Select, TextField } from '@northgate/ui';
import { Link, useSearch } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { normalizeAddress, type NormalizedAddress } from '../estimator/address.ts';
import { ADJUSTMENTS, CONDITIONS, ECONOMIC_LIFE_YEARS, MAX_COMPARABLES, type Comparable, type Condition } from '../estimator/approaches.ts';
import { configuredProvider, type AvmEstimate } from '../estimator/avm.ts';
import { PROPERTY_KINDS, RANGE_FLOOR } from '../estimator/reconcile.ts';
import { computeEstimate, decodeComps, encodeComps, ESTIMATOR_DEFAULTS, type EstimatorSettings } from '../estimator-model.ts';
import { compactSearch, parseToolSearch, type ToolSearch } from '../tool-search.ts';
import * as styles from './calculator.css.ts';
import { Money, NumberInput, Percent, type FormValues } from './inputs.tsx';
import { useUrlSync } from './use-url-sync.ts';

const KEYS = ['address', ...Object.keys(ESTIMATOR_DEFAULTS).filter((k) => k !== 'comps'), 'comps'] as (keyof EstimatorSettings)[];
const FORM_KEYS = KEYS.filter((k) => k !== 'comps');
const provider = configuredProvider();
const conditionOptions = CONDITIONS.map((c) => ({ value: c, label: c[0]?.toUpperCase() + c.slice(1) }));
const emptyComp = (): CompForm => ({ price: '', sqft: '', beds: '', baths: '', yearBuilt: '', condition: 'average' });
type CompForm = Record<'price' | 'sqft' | 'beds' | 'baths' | 'yearBuilt', string> & { condition: Condition };

const confidenceText = {
  high: 'High: several approaches agree closely and rest on comparable sales that agree.',
  medium: 'Medium: the approaches broadly agree, or comparable sales alone agree.',
  low: 'Low: one approach only, or the approaches disagree.',
};

export function PropertyEstimator() {
  const rawSearch = useSearch({ strict: false }) as Record<string, unknown>;
  const [search] = useState<ToolSearch>(() => parseToolSearch(rawSearch));
  const [form, setForm] = useState<FormValues>(() => {
    const source = { ...ESTIMATOR_DEFAULTS, ...search } as Record<string, unknown>;
    const f: FormValues = {};
    for (const key of FORM_KEYS) {
      const value = source[key];
      f[key] = value === undefined || value === 0 ? (key === 'evac' || key === 'units' ? String(value ?? '') : '') : String(value);
    }
    return f;
  });
  const [comps, setComps] = useState<CompForm[]>(() => {
    const decoded = decodeComps(search.comps ?? '');
    return decoded.length > 0
      ? decoded.map((c) => ({ price: String(c.price), sqft: String(c.sqft), beds: String(c.beds), baths: String(c.baths), yearBuilt: c.yearBuilt ? String(c.yearBuilt) : '', condition: c.condition }))
      : [emptyComp()];
  });
  const set = (name: string, value: string) => setForm((prev) => ({ ...prev, [name]: value }));
  const field = { form, set };

  const settings = useMemo<EstimatorSettings>(() => {
    const encoded = encodeComps(comps.map((c): Comparable => ({ price: Number(c.price) || 0, sqft: Number(c.sqft) || 0, beds: Number(c.beds) || 0, baths: Number(c.baths) || 0, yearBuilt: Number(c.yearBuilt) || 0, condition: c.condition })));
    const parsed = parseToolSearch({ ...form, comps: encoded });
    const defined = Object.fromEntries(Object.entries(parsed).filter(([key, value]) => value !== undefined && (KEYS as string[]).includes(key)));
    return { ...ESTIMATOR_DEFAULTS, address: '', ...defined } as EstimatorSettings;
  }, [form, comps]);
  const [currentYear] = useState(() => new Date().getFullYear());
  const report = useMemo(() => computeEstimate(settings, currentYear), [settings, currentYear]);
  const urlValues = useMemo(() => compactSearch(settings, { ...ESTIMATOR_DEFAULTS, address: '' }), [settings]);
  useUrlSync(urlValues, KEYS);

  const [place, setPlace] = useState<NormalizedAddress | null>(null);
  useEffect(() => {
    let live = true;
    const timer = window.setTimeout(() => {
      if (!settings.address) {
        setPlace(null);
        return;
      }
      void normalizeAddress(settings.address).then((n) => {
        if (live) setPlace(n);
      });
    }, 250);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [settings.address]);

  const [avm, setAvm] = useState<{ estimate: AvmEstimate | null; error: string | null } | null>(null);
  useEffect(() => {
    if (!provider || !settings.address) return;
    const controller = new AbortController();
    provider
      .estimate({ address: place?.display ?? settings.address, zip: place?.zip ?? null }, controller.signal)
      .then((estimate) => setAvm({ estimate, error: null }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setAvm({ estimate: null, error: error instanceof Error ? error.message : String(error) });
      });
    return () => controller.abort();
  }, [settings.address, place]);

  const setComp = (index: number, key: keyof CompForm, value: string) => setComps((prev) => prev.map((c, i) => (i === index ? { ...c, [key]: value } : c)));
  const r = report.reconciled;

  return (
    <div className={styles.layout}>
      <form className={`${styles.panel} ${styles.noPrint}`} aria-labelledby="estimator-inputs-title" onSubmit={(e) => e.preventDefault()}>
        <h2 id="estimator-inputs-title" className={styles.sectionTitle}>
          The property
        </h2>
        <TextField id="calc-address" name="address" label="Property address" hint="Street, city, state and ZIP, for example 120 Main St, Austin, TX 78701" autoComplete="street-address" maxLength={200} allowPaste value={form.address ?? ''} onValueChange={(v) => set('address', v)} />
        <Select id="calc-ptype" name="ptype" label="Property type" placeholder={null} width="full" value={settings.ptype} onValueChange={(v) => set('ptype', v)} options={PROPERTY_KINDS.map((k) => ({ value: k, label: k[0]?.toUpperCase() + k.slice(1) }))} />
        <div className={styles.fieldGrid}>
          <NumberInput name="sqft" label="Living area (sq ft)" {...field} />
          <NumberInput name="beds" label="Bedrooms" {...field} />
          <NumberInput name="baths" label="Bathrooms" decimal hint="A half bath counts 0.5" {...field} />
          <NumberInput name="yb" label="Year built" {...field} />
          <NumberInput name="units" label="Units" {...field} />
        </div>
        <Select id="calc-cond" name="cond" label="Condition" placeholder={null} width="full" value={settings.cond} onValueChange={(v) => set('cond', v)} options={conditionOptions} />

        <h3 className={styles.subTitle}>Sales comparison (optional)</h3>
        <p className={styles.note}>Up to {MAX_COMPARABLES} recent sales of similar nearby properties, from a listing site or your agent.</p>
        {comps.map((c, i) => (
          <fieldset key={i} className={styles.compCard}>
            <legend className={styles.legend}>Comparable sale {i + 1}</legend>
            <div className={styles.fieldGrid}>
              <Money name={`comp${i}-price`} label="Sale price" form={{ [`comp${i}-price`]: c.price }} set={(_, v) => setComp(i, 'price', v)} />
              <NumberInput name={`comp${i}-sqft`} label="Sq ft" form={{ [`comp${i}-sqft`]: c.sqft }} set={(_, v) => setComp(i, 'sqft', v)} />
              <NumberInput name={`comp${i}-beds`} label="Bedrooms" form={{ [`comp${i}-beds`]: c.beds }} set={(_, v) => setComp(i, 'beds', v)} />
              <NumberInput name={`comp${i}-baths`} label="Bathrooms" decimal form={{ [`comp${i}-baths`]: c.baths }} set={(_, v) => setComp(i, 'baths', v)} />
              <NumberInput name={`comp${i}-year`} label="Year built" form={{ [`comp${i}-year`]: c.yearBuilt }} set={(_, v) => setComp(i, 'yearBuilt', v)} />
            </div>
            <Select id={`calc-comp${i}-cond`} name={`comp${i}-cond`} label="Condition" placeholder={null} width="full" value={c.condition} onValueChange={(v) => setComp(i, 'condition', v)} options={conditionOptions} />
            {comps.length > 1 && (
              <button type="button" className={styles.secondaryButton} onClick={() => setComps((prev) => prev.filter((_, j) => j !== i))}>
                Remove comparable {i + 1}
              </button>
            )}
          </fieldset>
        ))}
        {comps.length < MAX_COMPARABLES && (
          <button type="button" className={styles.secondaryButton} onClick={() => setComps((prev) => [...prev, emptyComp()])}>
            Add a comparable sale
          </button>
        )}

        <h3 className={styles.subTitle}>Income (optional)</h3>
        <div className={styles.fieldGrid}>
          <Money name="erent" label="Rent per month, all units" {...field} />
          <Percent name="evac" label="Vacancy" {...field} />
          <Money name="eexp" label="Operating expenses per year" hint="Taxes, insurance, repairs, management" {...field} />
          <Percent name="ecap" label="Cap rate" hint="Local rate for similar rentals" {...field} />
        </div>

        <h3 className={styles.subTitle}>Cost (optional)</h3>
        <div className={styles.fieldGrid}>
          <Money name="land" label="Land value" {...field} />
          <Money name="cpsf" label="Building cost per sq ft" hint="To rebuild it new today" {...field} />
        </div>
        <h3 className={styles.subTitle}>Renovation (optional)</h3>
        <Money name="arv" label="After-repair value, if you plan to renovate" {...field} />
      </form>

      <section className={`${styles.panel} ${styles.report}`} aria-labelledby="report-title" data-print-report="">
        <h2 id="report-title" className={styles.sectionTitle}>
          Property value estimate
        </h2>
        <p className={styles.printOnly}>Prepared {new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })}.</p>
        <p data-testid="report-address">
          <strong>{place?.display || settings.address || 'No address entered yet'}</strong>
          {place?.place && (
            <>
              <br />
              {place.place.county} County, {place.place.state}
            </>
          )}
        </p>
        {place?.warning && <p className={styles.notice}>{place.warning}</p>}

        <h3 className={styles.subTitle}>Automated valuation</h3>
        {provider ? (
          avm?.estimate ? (
            <p>
              {avm.estimate.provider}: {formatUsdWhole(avm.estimate.value)} (range {formatUsdWhole(avm.estimate.low)} – {formatUsdWhole(avm.estimate.high)}
              {avm.estimate.fsd !== null ? `, FSD ${formatPercent(avm.estimate.fsd, 0)}` : ''}), as of {avm.estimate.asOf}.
            </p>
          ) : (
            <p className={styles.note}>{avm?.error ? `The automated valuation is unavailable: ${avm.error}.` : `${provider.name} has no estimate for this address yet.`}</p>
          )
        ) : (
          <p className={styles.info} data-testid="avm-none">
            No automated valuation service is connected to this site, so we do not show a computer-generated value for this address. The estimate below is built only from the facts you
            enter.
          </p>
        )}

        <div aria-live="polite" aria-atomic="true">
          {r ? (
            <div className={styles.headline}>
              <p className={styles.stat}>
                <span className={styles.statLabel}>Estimated value</span>
                <span className={styles.bigValue} data-testid="estimate-value">{formatUsdWhole(r.value)}</span>
              </p>
              <p className={styles.stat}>
                <span className={styles.statLabel}>Likely range</span>
                <span className={styles.statValue}>
                  {formatUsdWhole(r.low)} – {formatUsdWhole(r.high)}
                </span>
              </p>
              <p className={styles.stat}>
                <span className={styles.statLabel}>Confidence</span>
                <span className={styles.statValue} data-testid="estimate-confidence">{r.confidence[0]?.toUpperCase() + r.confidence.slice(1)}</span>
              </p>
            </div>
          ) : (
            <p className={styles.info}>Enter comparable sales, rental income or building cost to see an estimate. Each approach is optional; more approaches give a firmer estimate.</p>
          )}
        </div>
        {r && <p className={styles.note}>{confidenceText[r.confidence]}</p>}

        <h3 className={styles.subTitle}>How it was worked out</h3>
        <ul>
          <li>
            <strong>Sales comparison</strong>
            {report.sales
              ? `: ${report.sales.comparables.length} sale(s), adjusted to ${formatUsdWhole(report.sales.pricePerSqft)} per sq ft × ${settings.sqft.toLocaleString('en-US')} sq ft = ${formatUsdWhole(report.sales.value)}${r ? ` (weight ${formatPercent(r.weights.sales, 0)})` : ''}.`
              : ': not used (needs the living area and at least one sale with price and size).'}{' '}
            Each sale is adjusted toward this property: {formatUsdWhole(ADJUSTMENTS.bedroom)} per bedroom, {formatUsdWhole(ADJUSTMENTS.bathroom)} per bathroom, {ADJUSTMENTS.conditionStep * 100}% of price
            per condition step and {ADJUSTMENTS.agePerYear * 100}% per year of age (at most {ADJUSTMENTS.ageCap * 100}%); sales needing smaller adjustments count more.
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
            Depreciation is age ÷ {ECONOMIC_LIFE_YEARS}-year life, with condition making the building act older or younger.
          </li>
        </ul>
        <p className={styles.note}>
          Reconciliation weighs sales most for homes and income most for rental buildings. The range is at least ±{RANGE_FLOOR.high * 100}% (high), ±{RANGE_FLOOR.medium * 100}% (medium) or ±
          {RANGE_FLOOR.low * 100}% (low confidence), and always wide enough to cover every approach.
        </p>
        <p className={styles.notice}>
          <strong>This is not an appraisal.</strong> It is an estimate from the figures you entered, with no inspection, no verified sales records and no licensed appraiser. It cannot see
          repairs needed or upgrades made. A lender will order an appraisal or valuation before any loan.
        </p>

        {r && (
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
                      {formatPercent(p.ltv, 0)} of {p.basis === 'after-repair value' && settings.arv > 0 ? 'after-repair value' : 'estimated value'}
                    </td>
                    <td>{formatUsdWhole(p.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
        <div className={`${styles.actions} ${styles.noPrint}`}>
          <button type="button" className={styles.secondaryButton} onClick={() => window.print()}>
            Print or save as PDF
          </button>
          <Link to="/shortQuiz/" className={styles.cta}>
            Apply now
          </Link>
        </div>
        <p className={`${styles.note} ${styles.noPrint}`}>To save a PDF, choose “Save as PDF” as the printer. Only the report is printed.</p>
        <p className={styles.printOnly}>Apply online at {typeof window === 'undefined' ? '' : window.location.origin}/shortQuiz/ — estimates are not a commitment to lend.</p>
      </section>
    </div>
  );
}
