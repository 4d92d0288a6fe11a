import { useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useMemo, useState } from 'react';
import { computeDscr, computeMortgage, MORTGAGE_DEFAULTS, nextMonth } from '../../mortgage-model.ts';
import { compactSearch, parseToolSearch, type ToolSearch } from '../../tool-search.ts';
import * as styles from '../calculator.css.ts';
import { Segmented, type FormValues } from '../inputs.tsx';
import { useUrlSync } from '../use-url-sync.ts';
import { DscrInputs } from './dscr-inputs.tsx';
import { ExtraPaymentInputs, FirstPaymentMonth } from './extra-payment-inputs.tsx';
import { FrequencyInputs } from './frequency-inputs.tsx';
import { LoanInputs } from './loan-inputs.tsx';
import { KEYS, toForm, toSettings } from './mortgage-form.ts';
import { PaymentResults } from './payment-results.tsx';
import { PointsInputs } from './points-inputs.tsx';
import { TaxInsuranceInputs } from './tax-insurance-inputs.tsx';
import { useKeepEarlyInput } from '../../../../hydration/use-keep-early-input.ts';

// The rarely used modes are their own chunks, fetched when the borrower picks them.
const loadFlip = () => import('./flip-mode.tsx');
const FlipInputs = lazy(() => loadFlip().then((m) => ({ default: m.FlipInputs })));
const FlipResults = lazy(() => loadFlip().then((m) => ({ default: m.FlipResults })));
const loadAfford = () => import('./afford-mode.tsx');
const AffordInputs = lazy(() => loadAfford().then((m) => ({ default: m.AffordInputs })));
const AffordResults = lazy(() => loadAfford().then((m) => ({ default: m.AffordResults })));

const MODE_OPTIONS = [
  { value: 'payment', label: 'Payment' },
  { value: 'afford', label: 'Affordability' },
  { value: 'dscr', label: 'Investor: DSCR' },
  { value: 'flip', label: 'Investor: fix-and-flip' },
];

const loading = <p className={styles.note}>Loading…</p>;

/** The mortgage calculator: the form's state (kept in the URL), the model's results, and the layout. */
export function MortgageCalculator() {
  const rawSearch: Record<string, unknown> = useSearch({ strict: false });
  const [search] = useState<ToolSearch>(() => parseToolSearch(rawSearch));
  const [defaultStart] = useState(() => nextMonth());
  const [form, setForm] = useState<FormValues>(() => toForm(search, search.start ?? defaultStart));
  const set = (name: string, value: string) => setForm((prev) => ({ ...prev, [name]: value }));
  const settings = useMemo(() => toSettings(form, defaultStart), [form, defaultStart]);
  const result = useMemo(() => computeMortgage(settings), [settings]);
  const dscrResult = useMemo(
    () => (settings.mode === 'dscr' ? computeDscr(settings, result) : null),
    [settings, result],
  );
  const urlValues = useMemo(
    () => ({ ...compactSearch(settings, MORTGAGE_DEFAULTS), start: settings.start }),
    [settings],
  );
  useUrlSync(urlValues, KEYS);

  const field = { form, set };
  // The page is prerendered: what was typed before the app started reaches the fields' handlers.
  const keepEarlyInput = useKeepEarlyInput();
  const onViewChange = (view: string) => set('view', view);

  return (
    <div className={styles.layout}>
      <form
        {...keepEarlyInput}
        className={`${styles.panel} ${styles.noPrint}`}
        aria-labelledby="mortgage-inputs-title"
        onSubmit={(e) => e.preventDefault()}
      >
        <h2 id="mortgage-inputs-title" className={styles.sectionTitle}>
          Your loan
        </h2>
        <Segmented
          name="mode"
          legend="Calculator"
          value={settings.mode}
          onChange={(v) => set('mode', v)}
          options={MODE_OPTIONS}
        />
        {/* Only the lazy modes sit in Suspense: React attaches to what a boundary holds in a later
            pass, so typing into a field inside one while the page starts would be lost. */}
        {settings.mode === 'afford' && (
          <Suspense fallback={loading}>
            <AffordInputs field={field} />
          </Suspense>
        )}
        {settings.mode !== 'flip' && (
          <>
            <LoanInputs settings={settings} field={field} result={result} />
            <TaxInsuranceInputs settings={settings} field={field} result={result} />
            <PointsInputs field={field} />
            <FrequencyInputs settings={settings} field={field} />
            {settings.freq === 'monthly' && <ExtraPaymentInputs field={field} />}
            <FirstPaymentMonth field={field} />
          </>
        )}
        {settings.mode === 'dscr' && <DscrInputs settings={settings} field={field} />}
        {settings.mode === 'flip' && (
          <Suspense fallback={loading}>
            <FlipInputs settings={settings} field={field} />
          </Suspense>
        )}
      </form>

      <div className={`${styles.panel} ${styles.report}`} data-print-report="">
        <Suspense fallback={loading}>
          {settings.mode === 'flip' ? (
            <FlipResults settings={settings} />
          ) : settings.mode === 'afford' ? (
            <AffordResults settings={settings} result={result} onViewChange={onViewChange} />
          ) : (
            <PaymentResults
              settings={settings}
              result={result}
              dscr={dscrResult}
              onViewChange={onViewChange}
            />
          )}
        </Suspense>
      </div>
    </div>
  );
}
