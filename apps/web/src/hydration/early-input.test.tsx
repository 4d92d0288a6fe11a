import { act, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { STORED_SESSION_MARK } from '@northgate/site-config';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  KEEPS_EARLY_INPUT,
  keepTypedValues,
  replayTaps,
  takeEarlyTaps,
  takeOverForm,
} from './early-input.ts';
import { holdEarlyInput } from './hold-early-input-in-tests.ts';
import { useKeepEarlyInput } from './use-keep-early-input.ts';

// This file drives React's act() itself (Testing Library would set the flag for it).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Sent {
  address: string;
  notes: string;
  state: string;
  agree: boolean;
  term: string;
}

/** A controlled form like the site's: React state is the only source of what gets sent. */
function Form({ onSend }: { onSend: (values: Sent) => void }) {
  const keepEarlyInput = useKeepEarlyInput();
  const [address, setAddress] = useState('');
  const [notes, setNotes] = useState('');
  const [state, setState] = useState('TX');
  const [agree, setAgree] = useState(false);
  const [term, setTerm] = useState('12');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend({ address, notes, state, agree, term });
  };
  return (
    <form {...keepEarlyInput} onSubmit={submit}>
      <input
        aria-label="Address"
        value={address}
        onChange={(e) => setAddress(e.target.value.toUpperCase())}
      />
      <textarea aria-label="Notes" value={notes} onChange={(e) => setNotes(e.target.value)} />
      <select aria-label="State" value={state} onChange={(e) => setState(e.target.value)}>
        <option value="TX">Texas</option>
        <option value="CA">California</option>
      </select>
      <input
        type="checkbox"
        aria-label="Agree"
        checked={agree}
        onChange={(e) => setAgree(e.target.checked)}
      />
      {['12', '24'].map((months) => (
        <input
          key={months}
          type="radio"
          name="term"
          aria-label={`${months} months`}
          value={months}
          checked={term === months}
          onChange={() => setTerm(months)}
        />
      ))}
      <button type="submit">Send</button>
    </form>
  );
}

/** The prerendered HTML, on screen before React attaches to it. */
function prerendered(onSend: (values: Sent) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form onSend={onSend} />);
  document.body.append(container);
  const field = <T extends Element>(label: string) =>
    container.querySelector<T & Element>(`[aria-label="${label}"]`)!;
  return { container, field };
}

/** What a browser does when someone types: the element's value changes, no React involved. */
function typeNatively(el: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')!.set!.call(el, value);
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

function hydrate(container: HTMLElement, onSend: (values: Sent) => void) {
  act(() => {
    root = hydrateRoot(container, <Form onSend={onSend} />);
  });
}

describe('input before hydration', () => {
  it('hands typed, picked and ticked values to the form through its own handlers', () => {
    const onSend = vi.fn();
    const { container, field } = prerendered(onSend);
    typeNatively(field<HTMLInputElement>('Address'), '120 main st');
    typeNatively(field<HTMLTextAreaElement>('Notes'), 'Closing in May');
    typeNatively(field<HTMLSelectElement>('State'), 'CA');
    field<HTMLInputElement>('Agree').checked = true;
    field<HTMLInputElement>('24 months').checked = true;

    hydrate(container, onSend);
    act(() => {
      field<HTMLFormElement>('Address').form!.requestSubmit();
    });

    // The address went through the field's handler (upper-casing), as if typed after hydration.
    expect(onSend).toHaveBeenCalledWith({
      address: '120 MAIN ST',
      notes: 'Closing in May',
      state: 'CA',
      agree: true,
      term: '24',
    });
  });

  it('leaves untouched fields alone', () => {
    const onSend = vi.fn();
    const { container, field } = prerendered(onSend);
    hydrate(container, onSend);
    act(() => keepTypedValues(container));
    act(() => {
      field<HTMLFormElement>('Address').form!.requestSubmit();
    });
    expect(onSend).toHaveBeenCalledWith({ address: '', notes: '', state: 'TX', agree: false, term: '12' });
  });

  it('holds a submit made before hydration and sends it, with the typed value, afterwards', async () => {
    vi.useFakeTimers();
    try {
      const onSend = vi.fn();
      const { container, field } = prerendered(onSend);
      holdEarlyInput();
      typeNatively(field<HTMLInputElement>('Address'), '9 elm ave');
      const form = field<HTMLInputElement>('Address').form!;
      const submitted = form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      // The native submit (a page reload with the fields in the address) did not happen.
      expect(submitted).toBe(false);

      hydrate(container, onSend);
      expect(onSend).not.toHaveBeenCalled();
      await act(() => vi.runAllTimersAsync());
      expect(onSend).toHaveBeenCalledTimes(1);
      expect(onSend.mock.calls[0]![0]).toMatchObject({ address: '9 ELM AVE' });

      // Once React owns the form, its submits are React's alone: nothing is held or sent twice.
      act(() => form.requestSubmit());
      await act(() => vi.runAllTimersAsync());
      expect(onSend).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('holds the submit of a form inside an element that keeps early input, until it is taken over', () => {
    holdEarlyInput();
    const keeper = document.createElement('div');
    keeper.setAttribute(KEEPS_EARLY_INPUT, '');
    const form = document.createElement('form');
    keeper.append(form);
    document.body.append(keeper);
    expect(form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))).toBe(false);
    expect(takeOverForm(keeper)).toEqual({ submitter: null });
    // Once taken over, the form's submits are its own.
    expect(form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))).toBe(true);
  });

  it('holds only forms that keep early input', () => {
    holdEarlyInput();
    const form = document.createElement('form');
    document.body.append(form);
    expect(form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))).toBe(true);
  });

  it('repeats a tap on a button made before hydration once React owns the page', () => {
    function Menu() {
      const [open, setOpen] = useState(false);
      return (
        <button type="button" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          Menu
        </button>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Menu />);
    document.body.append(container);
    holdEarlyInput();
    const button = container.querySelector('button')!;
    button.click();
    expect(button.getAttribute('aria-expanded')).toBe('false');

    const early = takeEarlyTaps();
    act(() => {
      root = hydrateRoot(container, <Menu />);
    });
    act(() => replayTaps(early));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // Later taps are React's alone.
    act(() => button.click());
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});

describe("the page's mark for a device with a stored session", () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute(STORED_SESSION_MARK);
    vi.restoreAllMocks();
  });

  it('is set before the app when the session store holds a session, so a flow shows its loading line', async () => {
    const { tokenStore } = await import('../session/session-store.ts');
    tokenStore.set({ access_token: 'a.b.c', refresh_token: null, token_type: 'bearer' });
    holdEarlyInput();
    expect(document.documentElement.hasAttribute(STORED_SESSION_MARK)).toBe(true);
  });

  it('is not set on a first visit', () => {
    holdEarlyInput();
    expect(document.documentElement.hasAttribute(STORED_SESSION_MARK)).toBe(false);
  });

  it('is not set, and nothing breaks, where the browser forbids storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => holdEarlyInput()).not.toThrow();
    expect(document.documentElement.hasAttribute(STORED_SESSION_MARK)).toBe(false);
  });
});
