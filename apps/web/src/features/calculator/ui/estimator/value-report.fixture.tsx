import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { useState } from 'react';
import type { NormalizedAddress } from '../../estimator/address.ts';
import { computeEstimate } from '../../estimator-model.ts';
import { parseToolSearch } from '../../tool-search.ts';
import { toCompForms, toForm, toSettings } from './estimator-form.ts';
import { ValueReport } from './value-report.tsx';

export interface ValueReportHarnessProps {
  /** The address as typed. */
  readonly address: string;
  /** What the ZIP look-up has said so far; null while it has not answered. */
  readonly normalized: NormalizedAddress | null;
  /** The ZIP being looked up, if any. */
  readonly checkingZip: string | null;
}

/** The estimator's report for an address, in a memory router so its "Apply now" link resolves. */
export function ValueReportHarness({ address, normalized, checkingZip }: ValueReportHarnessProps) {
  const [router] = useState(() => {
    const search = parseToolSearch({ address });
    const settings = toSettings(toForm(search), toCompForms(search));
    const report = computeEstimate(settings, 2026);
    const Report = () => (
      <ValueReport
        settings={settings}
        report={report}
        lookup={{ normalized, checkingZip }}
        valuation={{ provider: null, estimate: null, error: null }}
      />
    );
    const root = createRootRoute();
    const page = createRoute({ getParentRoute: () => root, path: '/', component: Report });
    const quiz = createRoute({ getParentRoute: () => root, path: '/shortQuiz/', component: () => null });
    return createRouter({
      routeTree: root.addChildren([page, quiz]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
  });
  return <RouterProvider router={router} />;
}
