import { createContext } from 'react';

/**
 * The app's submit-clicked flag (docs/product/product-spec.md §3), given to every Formik binding below it: once a
 * submit was pressed, every field shows its error, touched or not. The app sets it on a form's
 * submit and clears it on navigation; without a provider each form relies on its own submit count.
 * A React 19 context renders as its own provider: `<SubmitClickedProvider value={flag}>`. Kept
 * apart from the Formik bindings so the app shell provides it without loading Formik.
 */
export const SubmitClickedProvider = createContext(false);
