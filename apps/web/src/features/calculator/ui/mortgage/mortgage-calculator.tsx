import { useSearch } from '@tanstack/react-router';
import { lazy, memo, Suspense, useCallback, useMemo, useState } from 'react';
import {
  computeDscr,
  computeMortgage,
  MORTGAGE_DEFAULTS,
  nextMonth,
  type MortgageSettings,
} from '../../mortgage-model.ts';
import { compactSearch, parseToolSearch, type ToolSearch } from '../../tool-search.ts';
import * as styles from '../calculator.css.ts';
import { Segmented, type FormValues } from '../inputs.tsx';
import { useAfterPaint } from '../use-after-paint.ts';
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

/**
 * The mortgage calculator: the form's state (kept in the URL), the model's results, and the layout.
 * A keystroke renders the form only; the results follow in a deferred render React can interrupt
 * (ADR 0062), so the field answers at once on a slow phone.
 */
export function MortgageCalculator() {
  const rawSearch: Record<string, unknown> = useSearch({ strict: false });
  // Read once: from here on the form owns the values and writes them to the URL (useUrlSync);
  // that write renders this wrapper only, as the memoised form gets the same first search.
  const [firstSearch] = useState(rawSearch);
  return <MortgageTool rawSearch={firstSearch} />;
}

const MortgageTool = memo(function MortgageTool({ rawSearch }: { rawSearch: Record<string, unknown> }) {
  const [search] = useState<ToolSearch>(() => parseToolSearch(rawSearch));
  const [defaultStart] = useState(() => nextMonth());
  const [form, setForm] = useState<FormValues>(() => toForm(search, search.start ?? defaultStart));
  const set = useCallback(
    (name: string, value: string) => setForm((prev) => ({ ...prev, [name]: value })),
    [],
  );
  const settings = useMemo(() => toSettings(form, defaultStart), [form, defaultStart]);
  const shownSettings = useAfterPaint(settings);
  const urlValues = useMemo(
    () => ({ ...compactSearch(settings, MORTGAGE_DEFAULTS), start: settings.start }),
    [settings],
  );
  useUrlSync(urlValues, KEYS);

  const field = { form, set };
  // The page is prerendered: what was typed before the app started reaches the fields' handlers.
  const keepEarlyInput = useKeepEarlyInput();
  const onViewChange = useCallback((view: string) => set('view', view), [set]);

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
            <LoanInputs settings={settings} field={field} />
            <TaxInsuranceInputs settings={settings} field={field} />
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

      {/* The schedule's view is a control in the report: it follows the click at once. */}
      <MortgageReport settings={shownSettings} view={settings.view} onViewChange={onViewChange} />
    </div>
  );
});

/**
 * The results for `settings`. Memoised: a keystroke's urgent render passes the same (deferred)
 * settings and skips this whole subtree; the model runs once per settled value.
 */
const MortgageReport = memo(function MortgageReport({
  settings: computed,
  view,
  onViewChange,
}: {
  settings: MortgageSettings;
  view: MortgageSettings['view'];
  onViewChange: (view: MortgageSettings['view']) => void;
}) {
  const result = useMemo(() => computeMortgage(computed), [computed]);
  const dscrResult = useMemo(
    () => (computed.mode === 'dscr' ? computeDscr(computed, result) : null),
    [computed, result],
  );
  const settings = useMemo(() => ({ ...computed, view }), [computed, view]);
  return (
    <div className={`${styles.panel} ${styles.report}`} data-print-report="">
      <Suspense fallback={loading}>
        {settings.mode === 'flip' ? (
          <FlipResults settings={settings} />
        ) : settings.mode === 'afford' ? (
          <AffordResults settings={settings} result={result} onViewChange={onViewChange} />
        ) : (
          <PaymentResults settings={settings} result={result} dscr={dscrResult} onViewChange={onViewChange} />
        )}
      </Suspense>
    </div>
  );
});
