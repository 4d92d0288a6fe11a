/**
 * The one inline script of a prerendered page (docs/decisions/0051-early-input-from-the-first-paint.md).
 * The page is on screen before its entry script has arrived; from the first paint, this notes the
 * taps on plain buttons and holds the submits of forms that keep early input, for the app to take
 * over (apps/web/src/hydration/early-input.ts), and marks a device with a stored session
 * (`STORED_SESSION_MARK`). The prerender puts it in the head of every page it builds; the API allows
 * exactly this text in its Content-Security-Policy by its hash.
 *
 * Kept tiny, and in plain ES5: every prerendered page carries it. The listeners read the state from
 * the global on each event, so removing the global switches them off.
 */

/** Where the script keeps what it noted and held. */
export const EARLY_INPUT_GLOBAL = '__northgateEarlyInput';

/** Marks a form, or an element around forms, whose early input and submits are kept. */
export const KEEPS_EARLY_INPUT = 'data-keeps-early-input';

/** Where the site keeps a borrower's (or a guest's) session on the device: localStorage, under this key. */
export const BORROWER_SESSION_KEY = 'northgate.session';

/**
 * Set on `<html>` by the script before the first paint when the device has a stored session: a
 * flow's parent path then shows its loading line, not the first step a new visit sees, since the
 * saved answers may resume elsewhere (docs/decisions/0069-prerendered-flow-parents.md), and a
 * sign-in-first page hides the sign-in form a signed-in borrower is not sent to (0070).
 */
export const STORED_SESSION_MARK = 'data-stored-session';

/**
 * What the script keeps on `window[EARLY_INPUT_GLOBAL]` (typed in apps/web/src/hydration/early-input.ts):
 * `held`, a Map from a keeper to the button that submitted its form; `owned`, a WeakSet of keepers
 * whose forms React handles; `taps`, the plain buttons tapped, or null once the app has taken them.
 */
const state = `window.${EARLY_INPUT_GLOBAL}`;

export const EARLY_INPUT_SCRIPT =
  `${state}={held:new Map,owned:new WeakSet,taps:[]};` +
  `document.addEventListener("submit",function(e){var s=${state},k=s&&e.target.closest("[${KEEPS_EARLY_INPUT}]");` +
  `if(k&&!s.owned.has(k)){e.preventDefault();s.held.set(k,e.submitter)}},true);` +
  `document.addEventListener("click",function(e){var s=${state},b=s&&s.taps&&e.target.closest&&e.target.closest('button[type="button"]');` +
  `if(b&&s.taps.indexOf(b)<0)s.taps.push(b)},true);` +
  // Reading storage throws where the browser forbids it: such a device has no stored session.
  `try{localStorage.getItem("${BORROWER_SESSION_KEY}")&&document.documentElement.setAttribute("${STORED_SESSION_MARK}","")}catch(e){}`;
