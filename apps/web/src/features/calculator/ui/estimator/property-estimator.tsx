import { useSearch } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { computeEstimate } from '../../estimator-model.ts';
import { compactSearch, parseToolSearch, type ToolSearch } from '../../tool-search.ts';
import * as styles from '../calculator.css.ts';
import type { FormValues } from '../inputs.tsx';
import { useUrlSync } from '../use-url-sync.ts';
import { CostApproachInputs, IncomeApproachInputs, RenovationInputs } from './approach-inputs.tsx';
import { ComparableInputs } from './comparable-inputs.tsx';
import { KEYS, toCompForms, toForm, toSettings, URL_DEFAULTS, type CompForm } from './estimator-form.ts';
import { PropertyInputs } from './property-inputs.tsx';
import { useAutomatedValuation, useNormalizedAddress } from './use-property-lookup.ts';
import { ValueReport } from './value-report.tsx';

/** The property value estimator: the form's state (kept in the URL), the estimate, and the layout. */
export function PropertyEstimator() {
  const rawSearch: Record<string, unknown> = useSearch({ strict: false });
  const [search] = useState<ToolSearch>(() => parseToolSearch(rawSearch));
  const [form, setForm] = useState<FormValues>(() => toForm(search));
  const [comps, setComps] = useState<CompForm[]>(() => toCompForms(search));
  const set = (name: string, value: string) => setForm((prev) => ({ ...prev, [name]: value }));
  const field = { form, set };

  const settings = useMemo(() => toSettings(form, comps), [form, comps]);
  const [currentYear] = useState(() => new Date().getFullYear());
  const report = useMemo(() => computeEstimate(settings, currentYear), [settings, currentYear]);
  const urlValues = useMemo(() => compactSearch(settings, URL_DEFAULTS), [settings]);
  useUrlSync(urlValues, KEYS);

  const lookup = useNormalizedAddress(settings.address);
  const valuation = useAutomatedValuation(settings.address, lookup.normalized);

  return (
    <div className={styles.layout}>
      <form
        className={`${styles.panel} ${styles.noPrint}`}
        aria-labelledby="estimator-inputs-title"
        onSubmit={(e) => e.preventDefault()}
      >
        <h2 id="estimator-inputs-title" className={styles.sectionTitle}>
          The property
        </h2>
        <PropertyInputs settings={settings} field={field} />
        <ComparableInputs comps={comps} setComps={setComps} />
        <IncomeApproachInputs field={field} />
        <CostApproachInputs field={field} />
        <RenovationInputs field={field} />
      </form>

      <ValueReport settings={settings} report={report} lookup={lookup} valuation={valuation} />
    </div>
  );
}
