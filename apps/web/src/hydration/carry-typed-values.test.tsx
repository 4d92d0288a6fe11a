import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { readTypedValues, replayTapsOn, replayTypedValues, tapOf } from './carry-typed-values.ts';

// This file drives React's act() itself (Testing Library would set the flag for it).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Values {
  amount: string;
  rate: string;
  fixed: boolean;
}

/** A controlled step like the flows': the saved values come in as props, typing goes to React state. */
function Step({ saved, onChange }: { saved: Values; onChange?: (values: Values) => void }) {
  const [values, setValues] = useState(saved);
  const update = (next: Values) => {
    setValues(next);
    onChange?.(next);
  };
  return (
    <form>
      <input
        name="step.amount"
        value={values.amount}
        onChange={(e) => update({ ...values, amount: e.target.value })}
      />
      <input
        name="step.rate"
        value={values.rate}
        onChange={(e) => update({ ...values, rate: e.target.value })}
      />
      <input
        type="checkbox"
        name="step.fixed"
        value="yes"
        checked={values.fixed}
        onChange={(e) => update({ ...values, fixed: e.target.checked })}
      />
    </form>
  );
}

const blank: Values = { amount: '', rate: '', fixed: false };

/** What a browser does when someone types: the element's value changes, no React involved. */
function typeNatively(el: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, value);
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The step as the build renders it, blank, on the page as plain HTML. */
function prerenderedBlankStep(): HTMLDivElement {
  const html = document.createElement('div');
  html.innerHTML = renderToString(<Step saved={blank} />);
  document.body.append(html);
  return html;
}

/** The step React renders once the saved draft is here; `changes` records what its handlers get. */
function renderSavedStep(saved: Values): { container: HTMLDivElement; changes: Values[] } {
  const container = document.createElement('div');
  document.body.append(container);
  const changes: Values[] = [];
  act(() => {
    root = createRoot(container);
    root.render(<Step saved={saved} onChange={(v) => changes.push(v)} />);
  });
  return { container, changes };
}

describe('carrying typed values from prerendered HTML into the form that replaces it', () => {
  it('puts what was typed over the saved answers and leaves the untouched ones saved', () => {
    const html = prerenderedBlankStep();
    const field = (name: string) => html.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    typeNatively(field('step.rate'), '7.25');
    field('step.fixed').checked = true;
    const typed = readTypedValues(html);
    html.remove();

    const { container, changes } = renderSavedStep({ amount: '250000', rate: '6.5', fixed: false });
    act(() => replayTypedValues(container, typed));

    // Through the fields' handlers, so the form (and its autosave) knows.
    expect(changes.at(-1)).toEqual({ amount: '250000', rate: '7.25', fixed: true });
    expect(container.querySelector<HTMLInputElement>('[name="step.amount"]')!.value).toBe('250000');
  });

  it('puts the caret back in the field the visitor was in, without changing an untouched value', () => {
    const html = prerenderedBlankStep();
    const amount = html.querySelector<HTMLInputElement>('[name="step.amount"]')!;
    amount.focus();
    const typed = readTypedValues(html);
    expect(typed).toEqual([{ name: 'step.amount', caret: { start: 0, end: 0 } }]);
    html.remove();

    const { container, changes } = renderSavedStep({ amount: '250000', rate: '', fixed: false });
    act(() => replayTypedValues(container, typed));
    expect(document.activeElement).toBe(container.querySelector('[name="step.amount"]'));
    expect(changes).toEqual([]);
  });
});

describe('carrying taps on plain buttons into the form that replaces the HTML', () => {
  /** Two owners' rows, each with an Add button, and a Show button that controls a field. */
  function Owners({ onTap }: { onTap?: (what: string) => void }) {
    return (
      <form>
        {['first', 'second'].map((owner) => (
          <button key={owner} type="button" onClick={() => onTap?.(`add ${owner}`)}>
            Add
          </button>
        ))}
        <button type="button" aria-controls="ssn" onClick={() => onTap?.('show')}>
          Show
        </button>
      </form>
    );
  }

  it('taps the same buttons again, found by the field they control or by their words and place', () => {
    const html = document.createElement('div');
    html.innerHTML = renderToString(<Owners />);
    document.body.append(html);
    const buttons = [...html.querySelectorAll('button')];
    const taps = [tapOf(buttons[2]!, html), tapOf(buttons[1]!, html)];
    html.remove();

    const container = document.createElement('div');
    document.body.append(container);
    const tapped: string[] = [];
    act(() => {
      root = createRoot(container);
      root.render(<Owners onTap={(what) => tapped.push(what)} />);
    });
    act(() => replayTapsOn(container, taps));
    expect(tapped).toEqual(['show', 'add second']);
  });
});
