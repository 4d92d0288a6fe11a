/**
 * A prerendered page is on screen before React attaches to it (src/main.tsx), and React attaches to
 * the page's content a moment after its frame. A borrower who types, taps a button or presses a
 * submit button in that moment must not lose anything: React keeps the typed text on screen but
 * does not know about it, a tap on a menu button would do nothing, and a native submit would reload
 * the page with the fields in the address bar. So the entry notes taps on buttons and holds the
 * submits of forms marked with KEEPS_EARLY_INPUT; once React owns the page the taps are repeated
 * (`takeEarlyTaps`, `replayTaps`), and `useKeepEarlyInput` (use-keep-early-input.ts) hands a form's typed values
 * to React and sends its held submit. This module is part of the entry: no React here.
 */

/**
 * Marks a form, or an element around forms, whose early input and submits are kept (set by
 * useKeepEarlyInput, in the prerendered HTML too).
 */
export const KEEPS_EARLY_INPUT = 'data-keeps-early-input';

const held = new Map<Element, HTMLElement | null>();
const owned = new WeakSet<Element>();

function hold(event: SubmitEvent) {
  const form = event.target;
  const keeper = form instanceof HTMLFormElement ? form.closest(`[${KEEPS_EARLY_INPUT}]`) : null;
  if (!keeper || owned.has(keeper)) return;
  event.preventDefault();
  held.set(keeper, event.submitter);
}

const taps: HTMLButtonElement[] = [];

function noteTap(event: MouseEvent) {
  // Only plain buttons: links and summaries work without React, submit buttons submit (held above).
  const target = event.target;
  const button = target instanceof Element ? target.closest('button[type="button"]') : null;
  if (button instanceof HTMLButtonElement && !taps.includes(button)) taps.push(button);
}

/** Called by the entry on a prerendered page, before anything can be tapped or submitted. */
export function holdEarlyInput(): void {
  document.addEventListener('submit', hold, true);
  document.addEventListener('click', noteTap, true);
}

/**
 * Called as React starts to attach to the page, which from then on answers taps itself (it repeats
 * those made while it attaches): the buttons tapped before, to tap again once React owns the page.
 */
export function takeEarlyTaps(): HTMLButtonElement[] {
  document.removeEventListener('click', noteTap, true);
  return taps.splice(0);
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
  owned.add(keeper);
  if (!held.has(keeper)) return undefined;
  const submitter = held.get(keeper) ?? null;
  held.delete(keeper);
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
