import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { readTypedValues, replayTypedValues, type TypedValue } from './carry-typed-values.ts';
import { KEEPS_EARLY_INPUT, takeOverForm } from './early-input.ts';

/**
 * A step of the app prerendered at build time for a first visit (a flow's first step with a blank
 * draft, docs/decisions/0034-prerendered-app-pages.md and 0044-one-room-for-prerender.md), whose
 * live version needs data the build does not have (the visitor's draft).
 *
 * - At build time it renders `atBuildTime` inside an element marked PRERENDERED_STEP.
 * - In the browser, while React attaches to the page, it reads that element's HTML and renders it
 *   back as it is, so React leaves it alone and the visitor can type into it as into any
 *   prerendered form (its submits are held, see early-input.ts). Its `children`, the live step,
 *   render beside it and show nothing yet: each `StepPlaceholder` among them (a loading line)
 *   renders nothing and keeps the HTML on screen.
 * - Once no placeholder is left (the draft has loaded, or failed to), the live step replaces the
 *   HTML before the browser paints, so there is never a frame with both or with neither. What the
 *   visitor typed, picked or ticked goes into the live step field by field, through the fields' own
 *   handlers, and a Next pressed on the HTML is pressed again on the live step.
 * - On a page the browser renders (no such element), it renders `children` alone.
 */
export const PRERENDERED_STEP = 'data-prerendered-step';

type Start =
  | { readonly kind: 'build' }
  | { readonly kind: 'html'; readonly html: string }
  | { readonly kind: 'browser' };

/** Read while React attaches to the page, before it changes anything in it. */
function startOf(name: string): Start {
  if (typeof document === 'undefined') return { kind: 'build' };
  const element = document.querySelector(`[${PRERENDERED_STEP}="${name}"]`);
  return element ? { kind: 'html', html: element.innerHTML } : { kind: 'browser' };
}

/** What the visitor did on the prerendered step before the live one replaced it. */
interface EarlyInput {
  readonly typed: readonly TypedValue[];
  /** They pressed Next (held, see early-input.ts). */
  readonly submitted: boolean;
}

/** The live step's placeholders, while the prerendered HTML is on screen. */
interface Placeholders {
  /** How many are mounted. */
  readonly mounted: { current: number };
  /** One has gone: the step checks whether any is left once React has committed. */
  readonly gone: () => void;
}

const PlaceholdersContext = createContext<Placeholders | null>(null);

export function PrerenderedStep({
  name,
  atBuildTime,
  children,
}: {
  /** Tells this step's HTML from another's (a flow's id). */
  name: string;
  atBuildTime: ReactNode;
  children: ReactNode;
}) {
  const [start] = useState(() => startOf(name));
  const [shown, setShown] = useState(start.kind === 'html');
  const [handOver, setHandOver] = useState<{ root: Element; input: EarlyInput } | null>(null);
  const [checks, setChecks] = useState(0);
  const mounted = useRef(0);
  const placeholders = useMemo<Placeholders>(() => ({ mounted, gone: () => setChecks((n) => n + 1) }), []);
  const stepRef = useRef<HTMLDivElement>(null);

  // Layout effects run before the browser paints, children's before this one: a placeholder that
  // replaced another in the same commit has counted itself by now.
  useLayoutEffect(() => {
    if (!shown || mounted.current > 0) return;
    const step = stepRef.current;
    const root = step?.parentElement;
    if (step && root) {
      setHandOver({
        root,
        input: { typed: readTypedValues(step), submitted: takeOverForm(step) !== undefined },
      });
    }
    setShown(false);
  }, [shown, checks]);

  useEffect(() => {
    if (!handOver) return;
    replayTypedValues(handOver.root, handOver.input.typed);
    if (!handOver.input.submitted) return;
    // In a task of its own, so the form submits the values React has just taken in.
    const timer = setTimeout(() => handOver.root.querySelector('form')?.requestSubmit(), 0);
    return () => clearTimeout(timer);
  }, [handOver]);

  const marks = { [PRERENDERED_STEP]: name, [KEEPS_EARLY_INPUT]: '' };
  if (start.kind === 'build') return <div {...marks}>{atBuildTime}</div>;
  return (
    <>
      {start.kind === 'html' && shown && (
        <div ref={stepRef} {...marks} dangerouslySetInnerHTML={{ __html: start.html }} />
      )}
      <PlaceholdersContext value={shown ? placeholders : null}>{children}</PlaceholdersContext>
    </>
  );
}

/**
 * The live step's loading placeholder (`children`). Inside a PrerenderedStep whose HTML is still on
 * screen it renders nothing and keeps that HTML there; anywhere else it renders `children`.
 */
export function StepPlaceholder({ children }: { children: ReactNode }) {
  const placeholders = useContext(PlaceholdersContext);
  useLayoutEffect(() => {
    if (!placeholders) return;
    placeholders.mounted.current += 1;
    return () => {
      placeholders.mounted.current -= 1;
      placeholders.gone();
    };
  }, [placeholders]);
  return placeholders ? null : children;
}
