// A step-form harness with in-memory drafts, for tests and stories of packages that build on the
// React bindings. For tests and stories only.
export { formFlow, memoryStorage, StepFormHarness } from './step-form.fixture.tsx';
