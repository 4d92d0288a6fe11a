import { EARLY_INPUT_GLOBAL, KEEPS_EARLY_INPUT } from '@northgate/site-config';

/**
 * A prerendered page is on screen before React attaches to it (src/main.tsx), and React attaches to
 * the page's content a moment after its frame. A borrower who types, taps a button or presses a
 * submit button in that moment must not lose anything: React keeps the typed text on screen but
 * does not know about it, a tap on a menu button would do nothing, and a native submit would reload
 * the page with the fields in the address bar. So the page's inline script (EARLY_INPUT_SCRIPT,
 * from the first paint, before this code has arrived) notes taps on buttons and holds the submits
 * of forms marked with KEEPS_EARLY_INPUT; once React owns the page the taps are repeated
 * (`takeEarlyTaps`, `replayTaps`), and `useKeepEarlyInput` (use-keep-early-input.ts) hands a form's
 * typed values to React and sends its held submit. This module is part of the entry: no React here.
 */
export { KEEPS_EARLY_INPUT };

/** What the inline script keeps on `window[EARLY_INPUT_GLOBAL]`. */
interface EarlyInputState {
  /** Held submits: the form's keeper, and the button that submitted it. */
  readonly held: Map<Element, HTMLElement | null>;
  /** Keepers whose forms React handles: their submits are no longer held. */
  readonly owned: WeakSet<Element>;
  /** Plain buttons tapped, in order; null once the app has taken them. */
  taps: HTMLButtonElement[] | null;
}

type WithEarlyInput = Window & { [EARLY_INPUT_GLOBAL]?: EarlyInputState };

/** What the inline script noted; nothing on a page built without it (the shell the browser renders). */
const early = (): EarlyInputState | undefined => (window as WithEarlyInput)[EARLY_INPUT_GLOBAL];

/**
 * Called as React starts to attach to the page, which from then on answers taps itself (it repeats
 * those made while it attaches): the buttons tapped before, to tap again once React owns the page.
 */
export function takeEarlyTaps(): HTMLButtonElement[] {
  const state = early();
  const taps = state?.taps ?? [];
  if (state) state.taps = null;
  return taps;
}

/** Each button tapped before React owned the page does now what it does. */
export function replayTaps(buttons: readonly HTMLButtonElement[]): void {
  for (const button of buttons) if (button.isConnected) button.click();
}

/**
 * From now on React handles the submits of the form (or the forms in the element) marked
 * KEEPS_EARLY_INPUT; returns the submit held before, if any.
 */
export function takeOverForm(keeper: Element): { submitter: HTMLElement | null } | undefined {
  const state = early();
  if (!state) return undefined;
  state.owned.add(keeper);
  if (!state.held.has(keeper)) return undefined;
  const submitter = state.held.get(keeper) ?? null;
  state.held.delete(keeper);
  return { submitter };
}

export type Editable = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The value a field has in the HTML (for a select, its option marked selected). */
export function defaultValue(el: Editable): string {
  if (el instanceof HTMLSelectElement) {
    const selected = [...el.options].find((o) => o.defaultSelected) ?? el.options[0];
    return selected?.value ?? '';
  }
  return el.defaultValue;
}

/**
 * React tracks the last value it saw in each field and only reports a change when the field differs
 * from it. Putting the prerendered value back through the element (which React's tracker follows)
 * and the typed value through the prototype's setter (which it does not) makes the next input event
 * a change React reports to the field's own handler, with its formatting and validation.
 */
export function replayValue(el: Editable, typed: string) {
  el.value = defaultValue(el);
  const prototype = Object.getPrototypeOf(el) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(el, typed);
  el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * Hands every value typed, picked or ticked inside `root` before React owned it to React. All of
 * them are read first: each change React takes in re-renders the form, which puts its other
 * controlled fields back to the values React knows.
 */
export function keepTypedValues(root: HTMLElement): void {
  const replays: (() => void)[] = [];
  for (const el of root.querySelectorAll<Editable>('input, textarea, select')) {
    if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
      const ticked = el.checked;
      // A radio that lost its tick follows the one that gained it.
      if (ticked === el.defaultChecked || (el.type === 'radio' && !ticked)) continue;
      replays.push(() => {
        // From the state React knows, a real click ticks the box through React's own handler.
        el.checked = !ticked;
        el.click();
      });
    } else if (!(el instanceof HTMLInputElement && (el.type === 'file' || el.type === 'hidden'))) {
      const typed = el.value;
      if (typed !== defaultValue(el)) replays.push(() => replayValue(el, typed));
    }
  }
  for (const replay of replays) replay();
}
