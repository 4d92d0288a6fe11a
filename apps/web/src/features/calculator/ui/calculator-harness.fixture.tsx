import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { useState } from 'react';
import { parseCalculatorSearch } from '../search-params.ts';
import { CalculatorPage } from './calculator-page.tsx';

/** Stand-ins for the routes the calculator links to, so its links resolve in a story. */
const Placeholder = () => null;

function createHarnessRouter(search: string) {
  const root = createRootRoute();
  const calculator = createRoute({
    getParentRoute: () => root,
    path: '/mortgage-calculator/',
    // As the site's route: the same search parsing and the page with both tools' tabs.
    validateSearch: parseCalculatorSearch,
    component: CalculatorPage,
  });
  const quiz = createRoute({ getParentRoute: () => root, path: '/shortQuiz/', component: Placeholder });
  return createRouter({
    routeTree: root.addChildren([calculator, quiz]),
    history: createMemoryHistory({ initialEntries: [`/mortgage-calculator/?${search}`] }),
  });
}

export interface CalculatorHarnessProps {
  /** The calculator's settings as a query string, as a shared link carries them. */
  readonly search: string;
}

/** The calculator page (mortgage calculator and property value estimator) in a memory router, opened from a link with these settings. */
export function CalculatorHarness({ search }: CalculatorHarnessProps) {
  const [router] = useState(() => createHarnessRouter(search));
  return <RouterProvider router={router} />;
}
