import { defaultValue, replayValue, type Editable } from './early-input.ts';

/**
 * Moves input between two renders of one form: what a visitor typed into prerendered HTML that is
 * about to be replaced (a PrerenderedStep, see prerendered-step.tsx), and the buttons they tapped,
 * go into the form that replaces it, through the fields' and buttons' own handlers. Kept out of
 * early-input.ts, which is part of the entry: only the flows need it.
 */

/** A value typed, picked or ticked in a named field, and where the caret was if it was in it. */
export interface TypedValue {
  readonly name: string;
  /** The text or option, unless unchanged; for a checkbox or radio button, its value attribute. */
  readonly value?: string;
  /** For a checkbox or radio button: whether the visitor left it ticked. */
  readonly checked?: boolean;
  readonly caret?: { start: number | null; end: number | null };
}

const isToggle = (el: Editable): el is HTMLInputElement =>
  el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');

/**
 * What the visitor changed in `root` that is not in its HTML, by field name: for moving input from
 * HTML that is about to be replaced (a prerendered step) into the form that replaces it.
 */
export function readTypedValues(root: Element): TypedValue[] {
  const typed: TypedValue[] = [];
  for (const el of root.querySelectorAll<Editable>('input[name], textarea[name], select[name]')) {
    const focused = el === document.activeElement;
    if (isToggle(el)) {
      if (el.checked !== el.defaultChecked)
        typed.push({ name: el.name, value: el.value, checked: el.checked });
    } else if (el.value !== defaultValue(el) || focused) {
      const caret =
        focused && !(el instanceof HTMLSelectElement)
          ? { start: el.selectionStart, end: el.selectionEnd }
          : undefined;
      // A field the visitor is in but has not changed keeps the value of the form that replaces it.
      const value = el.value !== defaultValue(el) ? el.value : undefined;
      typed.push({ name: el.name, ...(value !== undefined && { value }), ...(caret && { caret }) });
    }
  }
  return typed;
}

/**
 * Types `typed` into the fields of the same names in `root` through their own handlers, as
 * keepTypedValues does, and puts the caret back where it was.
 */
export function replayTypedValues(root: Element, typed: readonly TypedValue[]): void {
  const fields = (name: string) =>
    [...root.querySelectorAll<Editable>('input, textarea, select')].filter((el) => el.name === name);
  for (const entry of typed) {
    if (entry.checked !== undefined) {
      const box = fields(entry.name).find((el) => isToggle(el) && el.value === entry.value);
      if (box instanceof HTMLInputElement && box.checked !== entry.checked) box.click();
      continue;
    }
    const field = fields(entry.name)[0];
    if (!field) continue;
    if (entry.value !== undefined && field.value !== entry.value) replayValue(field, entry.value);
    if (entry.caret && !(field instanceof HTMLSelectElement)) {
      field.focus();
      try {
        field.setSelectionRange(entry.caret.start, entry.caret.end);
      } catch {
        // Fields without a caret (email, number) refuse a selection; the focus is what matters.
      }
    }
  }
}

/** A plain button tapped: the element it controls, or its words and which of the buttons with them. */
export interface Tap {
  readonly controls: string | null;
  readonly words: string;
  readonly nth: number;
}

const plainButtons = (root: Element) => [
  ...root.querySelectorAll<HTMLButtonElement>('button[type="button"]'),
];
const withWords = (root: Element, words: string) => plainButtons(root).filter((b) => b.textContent === words);

/** Which button of `root` was tapped, in terms that find it in another render of the same form. */
export function tapOf(button: HTMLButtonElement, root: Element): Tap {
  const words = button.textContent;
  return {
    controls: button.getAttribute('aria-controls'),
    words,
    nth: withWords(root, words).indexOf(button),
  };
}

/** Taps, in order, the buttons of `root` the taps were made on, through their own handlers. */
export function replayTapsOn(root: Element, taps: readonly Tap[]): void {
  for (const { controls, words, nth } of taps) {
    const button = controls
      ? plainButtons(root).find((b) => b.getAttribute('aria-controls') === controls)
      : withWords(root, words)[nth];
    button?.click();
  }
}
