import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import {
  clearErrorsAtom,
  submitClickedAtom,
  warningMessagesAtom,
  dismissMessageAtom,
  formErrorsAtom,
  serverErrorsAtom,
  successMessagesAtom,
} from './messages.ts';

describe('message lists', () => {
  it('accept one item or a list', () => {
    const store = createStore();
    store.set(serverErrorsAtom, 'Network error');
    expect(store.get(serverErrorsAtom).map((m) => m.text)).toEqual(['Network error']);
    store.set(serverErrorsAtom, ['First', 'Second']);
    expect(store.get(serverErrorsAtom).map((m) => m.text)).toEqual(['First', 'Second']);
  });

  it('clear with an empty list and ignore blank text', () => {
    const store = createStore();
    store.set(successMessagesAtom, ['Saved', '  ']);
    expect(store.get(successMessagesAtom)).toHaveLength(1);
    store.set(successMessagesAtom, []);
    expect(store.get(successMessagesAtom)).toEqual([]);
  });

  it('dismiss closes only the chosen message', () => {
    const store = createStore();
    store.set(serverErrorsAtom, ['Keep me', 'Close me']);
    const toClose = store.get(serverErrorsAtom)[1]!;
    store.set(dismissMessageAtom, toClose.id);
    expect(store.get(serverErrorsAtom).map((m) => m.text)).toEqual(['Keep me']);
  });
});

describe('dismiss keeps the identity of the other messages', () => {
  it('does not renumber the toasts that stay', () => {
    const store = createStore();
    store.set(serverErrorsAtom, ['A', 'B', 'C']);
    const [a, b] = store.get(serverErrorsAtom);
    store.set(dismissMessageAtom, b!.id);
    expect(store.get(serverErrorsAtom)[0]!.id).toBe(a!.id);
  });
});

describe('clearing errors on navigation', () => {
  it('clears the toasts and the errors under forms, and leaves success messages', () => {
    const store = createStore();
    store.set(serverErrorsAtom, 'Network error');
    store.set(formErrorsAtom, { footer: 'Network error' });
    store.set(successMessagesAtom, 'Saved');
    store.set(clearErrorsAtom, false);
    expect(store.get(serverErrorsAtom)).toEqual([]);
    expect(store.get(formErrorsAtom)).toEqual({});
    expect(store.get(successMessagesAtom).map((m) => m.text)).toEqual(['Saved']);
  });

  it('a submit sets the submit-clicked flag and clears the last errors; a navigation clears the flag', () => {
    const store = createStore();
    store.set(serverErrorsAtom, 'Network error');
    store.set(warningMessagesAtom, 'Not saved yet');
    store.set(clearErrorsAtom, true);
    expect(store.get(submitClickedAtom)).toBe(true);
    expect(store.get(serverErrorsAtom)).toEqual([]);
    // A warning does not stop the borrower; it stays until what it warns about is over.
    expect(store.get(warningMessagesAtom).map((m) => m.text)).toEqual(['Not saved yet']);
    store.set(clearErrorsAtom, false);
    expect(store.get(submitClickedAtom)).toBe(false);
  });
});
