import { nodePreset } from '../index.js';

export default {
  ...nodePreset({ include: ['self-test/*.fixture.js'] }),
  root: new URL('..', import.meta.url).pathname,
};
