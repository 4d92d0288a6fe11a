/** Fix-and-flip mode, loaded only when the borrower picks it (its own chunk). */
export { FlipInputs } from './flip-inputs.tsx';
export { FlipResults } from './flip-results.tsx';
