// A small flow for tests of packages that build on the engine. For tests only.
export { testFlow } from './test-flow.fixture.ts';
