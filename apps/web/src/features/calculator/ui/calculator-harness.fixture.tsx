import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { useState } from 'react';
import { MortgageCalculator } from './mortgage/mortgage-calculator.tsx';

/** Stand-ins for the routes the calculator links to, so its links resolve in a story. */
const Placeholder = () => null;

function createHarnessRouter(search: string) {
  const root = createRootRoute();
  const calculator = createRoute({
    getParentRoute: () => root,
    path: '/mortgage-calculator/',
    component: MortgageCalculator,
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

/** The mortgage calculator in a memory router, opened from a link with these settings. */
export function CalculatorHarness({ search }: CalculatorHarnessProps) {
  const [router] = useState(() => createHarnessRouter(search));
  return <RouterProvider router={router} />;
}
