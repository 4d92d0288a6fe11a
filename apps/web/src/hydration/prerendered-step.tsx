import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  readTypedValues,
  replayTapsOn,
  replayTypedValues,
  tapOf,
  type Tap,
  type TypedValue,
} from './carry-typed-values.ts';
import { KEEPS_EARLY_INPUT, takeOverForm } from './early-input.ts';

/**
 * A step prerendered at build time for a first visit whose live version needs data the build does
 * not have: a flow's first step, built with a blank draft, lives on the visitor's draft
 * (docs/decisions/0034-prerendered-app-pages.md, 0044-one-room-for-prerender.md).
 *
 * - At build time it renders `atBuildTime` inside an element marked PRERENDERED_STEP.
 * - While React attaches to the page, it reads that element's HTML and renders it back as it is, so
 *   React leaves it alone and the visitor types into it as into any prerendered form (its submits are
 *   held, see early-input.ts) and tap its buttons (noted). Its `children`, the live step, render beside it and show nothing: each
 *   `StepPlaceholder` among them (a loading line) renders nothing and keeps the HTML on screen.
 * - Once no placeholder is left (the draft has loaded, or failed to), the live step replaces the HTML
 *   before the browser paints: never a frame with both or with neither. What the visitor typed,
 *   picked or ticked goes into the live step through the fields' own handlers, and the buttons they
 *   tapped (Show, Add an owner) and a Next pressed on the HTML are pressed again.
 * - On a page the browser renders (no such element) it renders `children` alone.
 */
export const PRERENDERED_STEP = 'data-prerendered-step';

interface Placeholders {
  /** How many are mounted. */
  readonly mounted: { current: number };
  /** One has gone: the step looks whether any is left once React has committed. */
  readonly gone: () => void;
}
const PlaceholdersContext = createContext<Placeholders | null>(null);

/** What the visitor did on the prerendered step, for the live one. */
interface EarlyInput {
  readonly root: Element;
  readonly typed: readonly TypedValue[];
  readonly taps: readonly Tap[];
  /** They pressed Next (held, see early-input.ts). */
  readonly submitted: boolean;
}

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
  // Read while React attaches to the page, before it changes anything in it.
  const [html] = useState(() =>
    typeof document === 'undefined'
      ? null
      : (document.querySelector(`[${PRERENDERED_STEP}="${name}"]`)?.innerHTML ?? null),
  );
  const [early, setEarly] = useState<EarlyInput | null>(null);
  const [checks, setChecks] = useState(0);
  const mounted = useRef(0);
  const [placeholders] = useState<Placeholders>(() => ({ mounted, gone: () => setChecks((n) => n + 1) }));
  const stepRef = useRef<HTMLDivElement>(null);
  const taps = useRef<Tap[]>([]);
  const shown = html !== null && early === null;

  // Taps on the HTML's buttons, and those made before the app started (which the entry repeats once
  // React owns the page, see boot.tsx), do nothing on HTML React leaves alone: noted for the live step.
  useLayoutEffect(() => {
    const step = stepRef.current;
    if (!shown || !step) return;
    const note = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
      if (button instanceof HTMLButtonElement && step.contains(button))
        taps.current.push(tapOf(button, step));
    };
    step.addEventListener('click', note);
    return () => step.removeEventListener('click', note);
  }, [shown]);

  // Layout effects run before the browser paints, the children's before this one: a placeholder
  // that took another's place in the same commit has counted itself by now.
  useLayoutEffect(() => {
    const step = stepRef.current;
    if (!shown || !step?.parentElement || mounted.current > 0) return;
    const submitted = takeOverForm(step) !== undefined;
    setEarly({ root: step.parentElement, typed: readTypedValues(step), taps: taps.current, submitted });
  }, [shown, checks]);

  useEffect(() => {
    if (!early) return;
    replayTypedValues(early.root, early.typed);
    replayTapsOn(early.root, early.taps);
    if (!early.submitted) return;
    // In a task of its own, so the form submits the values React has just taken in.
    const timer = setTimeout(() => early.root.querySelector('form')?.requestSubmit(), 0);
    return () => clearTimeout(timer);
  }, [early]);

  const marks = { [PRERENDERED_STEP]: name, [KEEPS_EARLY_INPUT]: '' };
  if (typeof document === 'undefined') return <div {...marks}>{atBuildTime}</div>;
  return (
    <>
      {shown && <div ref={stepRef} {...marks} dangerouslySetInnerHTML={{ __html: html }} />}
      <PlaceholdersContext value={shown ? placeholders : null}>{children}</PlaceholdersContext>
    </>
  );
}

/**
 * The live step's loading placeholder. Inside a PrerenderedStep whose HTML is still on screen it
 * renders nothing and keeps that HTML there; anywhere else it renders `children`.
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
