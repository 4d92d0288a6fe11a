/**
 * Blur validation that waits for the pointer. Leaving a field with the mouse happens on mouse-down
 * on whatever the borrower aimed at next; an error appearing at that moment (above its input) pushes
 * that target down before mouse-up, and the click lands on something else or nowhere. So an action
 * asked for while a pointer is down runs once it is released and the click it makes has been
 * handled; with no pointer down (Tab, a tap already lifted) it runs at once.
 */

let pointerDown = false;
let pending: (() => void)[] = [];
let listening = false;

function flush() {
  pointerDown = false;
  const actions = pending;
  pending = [];
  for (const action of actions) action();
}

function released() {
  // The click follows the pointer-up in the same task; a timeout runs after it.
  window.setTimeout(flush, 0);
}

function listen() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  const options = { capture: true, passive: true } as const;
  window.addEventListener('pointerdown', () => (pointerDown = true), options);
  window.addEventListener('pointerup', released, options);
  window.addEventListener('pointercancel', released, options);
  // A release outside the window may never be reported; leaving the window ends the wait.
  window.addEventListener('blur', flush);
}

/** Starts watching the pointer; call from an effect of every field that validates on blur. */
export function watchPointer(): void {
  listen();
}

/** Runs `action` now, or after the pointer that is down is released and its click handled. */
export function afterPointerRelease(action: () => void): void {
  if (pointerDown) pending.push(action);
  else action();
}
