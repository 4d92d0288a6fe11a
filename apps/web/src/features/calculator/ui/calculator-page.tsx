import { Container, Heading } from '@northgate/ui';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useRef, type KeyboardEvent } from 'react';
import { useDocumentTitle } from '../../../components/page/use-document-title.ts';
import type { CalculatorSearch } from '../search-params.ts';
import * as page from '../../../components/page/page.css.ts';
import * as styles from './calculator.css.ts';
import { MortgageCalculator } from './mortgage/mortgage-calculator.tsx';

// The estimator is its own chunk: a visit for the mortgage calculator does not download it.
const PropertyEstimator = lazy(() =>
  import('./estimator/property-estimator.tsx').then((m) => ({ default: m.PropertyEstimator })),
);

const TOOLS = [
  { id: 'mortgage', label: 'Mortgage calculator', title: 'Mortgage calculator' },
  { id: 'estimator', label: 'Property value estimator', title: 'Property value estimator' },
] as const;

/** `/mortgage-calculator/`: both tools behind one tab switch driven by the `tool` search param. */
export function CalculatorPage() {
  // Only the tool: the tools' own values change with every URL write and need no page render.
  const tool = useSearch({
    strict: false,
    select: (search: CalculatorSearch) => (search.tool === 'estimator' ? 'estimator' : 'mortgage'),
  });
  const navigate = useNavigate();
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  const current = TOOLS.find((t) => t.id === tool) ?? TOOLS[0];

  useDocumentTitle(current.title);

  const select = (id: 'mortgage' | 'estimator', focus = false) => {
    void navigate({
      to: '.',
      search: (prev: CalculatorSearch) => ({ ...prev, tool: id }),
      resetScroll: false,
    } as never);
    if (focus) tabRefs.current[id]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = TOOLS.findIndex((t) => t.id === tool);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (index + 1) % TOOLS.length;
    if (event.key === 'ArrowLeft') next = (index - 1 + TOOLS.length) % TOOLS.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = TOOLS.length - 1;
    if (next === null) return;
    event.preventDefault();
    select(TOOLS[next]!.id, true);
  };

  return (
    <Container>
      <Heading level={1} className={page.title}>
        {current.title}
      </Heading>
      <p className={`${styles.lead} ${styles.noPrint}`}>
        {tool === 'mortgage'
          ? 'Payments to the cent, with taxes, insurance, PMI, points, APR, extra payments and investor modes. Everything you enter is kept in the link, so you can share or bookmark a result.'
          : 'Estimate a property’s value from comparable sales, rental income and building cost, with a range and an honest confidence label. This is an estimate, not an appraisal.'}
      </p>
      <div
        role="tablist"
        aria-label="Tool"
        className={`${styles.tablist} ${styles.noPrint}`}
        onKeyDown={onKeyDown}
      >
        {TOOLS.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              tabRefs.current[t.id] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={tool === t.id}
            aria-controls={`panel-${t.id}`}
            tabIndex={tool === t.id ? 0 : -1}
            className={tool === t.id ? styles.tab.selected : styles.tab.idle}
            onClick={() => select(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tool}`} aria-labelledby={`tab-${tool}`}>
        {tool === 'mortgage' ? (
          <MortgageCalculator />
        ) : (
          <Suspense fallback={<p className={styles.note}>Loading the estimator…</p>}>
            <PropertyEstimator />
          </Suspense>
        )}
      </div>
    </Container>
  );
}
