import { atom } from 'jotai';

/** A toast-able message. `id` lets a single toast be closed without touching the others. */
export interface Message {
  id: string;
  text: string;
}

export type MessageInput = string | string[];

let nextId = 0;
function toMessages(input: MessageInput): Message[] {
  const list = Array.isArray(input) ? input : [input];
  return list.filter((text) => text.trim() !== '').map((text) => ({ id: `m${++nextId}`, text }));
}

/**
 * A list of messages that, as the spec says, "accepts one item or a list".
 * Setting a string or a list replaces the current messages; setting [] clears them.
 */
function messageListAtom() {
  const base = atom<Message[]>([]);
  const list = atom(
    (get) => get(base),
    (_get, set, input: MessageInput) => set(base, toMessages(input)),
  );
  return Object.assign(list, { base });
}

export const serverErrorsAtom = messageListAtom();
export const successMessagesAtom = messageListAtom();
export const warningMessagesAtom = messageListAtom();

export type MessageKind = 'error' | 'success' | 'warning';

export const messageAtoms = {
  error: serverErrorsAtom,
  success: successMessagesAtom,
  warning: warningMessagesAtom,
} as const;

/** Removes one message (the toast's close button) from whichever list holds it. */
export const dismissMessageAtom = atom(null, (get, set, id: string) => {
  for (const listAtom of Object.values(messageAtoms)) {
    const list = get(listAtom);
    if (list.some((m) => m.id === id))
      set(
        listAtom.base,
        list.filter((m) => m.id !== id),
      );
  }
});

/**
 * The spec's submit-clicked flag: set when any form's submit is pressed, cleared on navigation.
 * Every field shows its error once it is set (the ui's `SubmitClickedProvider`), touched or not.
 */
export const submitClickedAtom = atom(false);

/** Drives the full-screen loader overlay. A counter, so overlapping calls keep it visible. */
export const loadingCountAtom = atom(0);
export const loadingAtom = atom((get) => get(loadingCountAtom) > 0);

/**
 * Errors shown under (or above) a form, one per mounted form. Kept here rather than in the form, so
 * that a navigation clears them with the toasts: the footer's form stays mounted across pages.
 */
export const formErrorsAtom = atom<Readonly<Record<string, string>>>({});

/**
 * Product spec §8 (docs/product/product-spec.md): errors are cleared on navigation and on form submit, the toasts and the ones
 * under forms alike. `submitted` says which: a submit sets the submit-clicked flag (its own
 * failure, if any, brings errors back), a navigation starts the new page without it.
 */
export const clearErrorsAtom = atom(null, (_get, set, submitted: boolean) => {
  set(serverErrorsAtom, []);
  set(formErrorsAtom, {});
  set(submitClickedAtom, submitted);
});
