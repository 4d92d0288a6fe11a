// Long form: the flow; its steps have no fields yet.
export { longFormFlow } from './flow.ts';
