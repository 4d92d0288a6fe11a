import { act, useState, type FormEvent } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyInput } from './hold-early-input-in-tests.ts';
import { PRERENDERED_STEP, PrerenderedStep, StepPlaceholder } from './prerendered-step.tsx';

// This file drives React's act() itself (Testing Library would set the flag for it).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** What the build writes for the step below (a blank form), inside the element PrerenderedStep marks. */
const BUILD_HTML =
  `<div ${PRERENDERED_STEP}="quiz" data-keeps-early-input="">` +
  '<form><input id="first" name="first" value="">' +
  '<button type="button" aria-controls="first">Show</button><button type="submit">Next</button></form></div>';

/** The data the live step waits for: the session, then the saved draft. */
type Loaded = { stage: 'session' } | { stage: 'draft' } | { stage: 'ready'; saved: string };

function Session() {
  return <StepPlaceholder>Opening…</StepPlaceholder>;
}
function Draft() {
  return <StepPlaceholder>Loading your application…</StepPlaceholder>;
}

/** A controlled step like the flows': the saved value comes in as a prop, typing goes to React state. */
function Form({ saved, onSend }: { saved: string; onSend: (first: string) => void }) {
  const [first, setFirst] = useState(saved);
  const [shown, setShown] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend(first);
  };
  return (
    <form onSubmit={submit}>
      <input id="first" name="first" value={first} onChange={(e) => setFirst(e.target.value.toUpperCase())} />
      <button type="button" aria-controls="first" onClick={() => setShown((s) => !s)}>
        {shown ? 'Hide' : 'Show'}
      </button>
      <button type="submit">Next</button>
    </form>
  );
}

let load: (next: Loaded) => void = () => undefined;
function LiveStep({ onSend }: { onSend: (first: string) => void }) {
  const [loaded, setLoaded] = useState<Loaded>({ stage: 'session' });
  load = setLoaded;
  if (loaded.stage === 'session') return <Session />;
  if (loaded.stage === 'draft') return <Draft />;
  return <Form saved={loaded.saved} onSend={onSend} />;
}

let root: Root | undefined;
let container: HTMLDivElement;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

function page(html: string) {
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
}

const step = (onSend: (first: string) => void) => (
  <PrerenderedStep name="quiz" atBuildTime={null}>
    <LiveStep onSend={onSend} />
  </PrerenderedStep>
);

/** Typing into HTML React does not own: the browser changes the field, nobody handles it. */
function type(input: HTMLInputElement, text: string) {
  input.focus();
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('PrerenderedStep', () => {
  it('keeps the prerendered step on screen, untouched, until the live step has loaded', () => {
    page(BUILD_HTML);
    const input = container.querySelector('input');
    const errors: unknown[] = [];
    act(() => {
      root = hydrateRoot(container, step(vi.fn()), { onRecoverableError: (e) => errors.push(e) });
    });
    // One placeholder gives way to another in one commit (the session opened, the draft loads).
    act(() => load({ stage: 'draft' }));
    expect(errors).toEqual([]);
    expect(container.querySelector('input')).toBe(input);
    expect(container.textContent).not.toContain('Loading');

    act(() => load({ stage: 'ready', saved: 'Saved' }));
    expect(container.querySelector(`[${PRERENDERED_STEP}]`)).toBeNull();
    expect(container.querySelectorAll('input')).toHaveLength(1);
    expect(container.querySelector('input')?.value).toBe('Saved');
  });

  it('hands what was typed, a button tapped and a Next pressed on the prerendered step to the live step', async () => {
    page(BUILD_HTML);
    holdEarlyInput();
    const onSend = vi.fn();
    act(() => {
      root = hydrateRoot(container, step(onSend));
    });
    const early = container.querySelector('input')!;
    type(early, 'Early');
    container.querySelector<HTMLButtonElement>('button[type="button"]')!.click();
    early.form!.requestSubmit();
    expect(onSend).not.toHaveBeenCalled();

    act(() => load({ stage: 'ready', saved: 'Saved' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const live = container.querySelector('input')!;
    // Through the field's own handler (it upper-cases), over the saved value, caret kept in the field.
    expect(live.value).toBe('EARLY');
    expect(document.activeElement).toBe(live);
    expect(container.querySelector('button[type="button"]')?.textContent).toBe('Hide');
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith('EARLY');
  });

  it('shows the placeholders and then the live step on a page the browser renders', () => {
    page('');
    act(() => {
      root = createRoot(container);
      root.render(step(vi.fn()));
    });
    expect(container.textContent).toBe('Opening…');
    act(() => load({ stage: 'draft' }));
    expect(container.textContent).toBe('Loading your application…');
    act(() => load({ stage: 'ready', saved: 'Saved' }));
    expect(container.querySelector('input')?.value).toBe('Saved');
  });
});
