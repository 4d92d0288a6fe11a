// The presets' own test: their settings (shared-module suites shuffled), and a run of a test that
// prints to console.error fails.
import { spawnSync } from 'node:child_process';
import { domPreset, failOnConsoleError, nodePreset, sharedModules } from './index.js';

const problems = [];
if (nodePreset().test.environment !== 'node') problems.push('nodePreset is not the node environment');
if (domPreset().test.environment !== 'jsdom') problems.push('domPreset is not jsdom');
if (sharedModules.sequence?.shuffle?.files !== true || sharedModules.sequence.shuffle.tests !== true) {
  problems.push('suites sharing modules do not run their files and tests in a random order');
}
if (!domPreset({ setupFiles: ['x'] }).test.setupFiles.includes(failOnConsoleError)) {
  problems.push("a package's own setupFiles drop the console.error guard");
}

const run = spawnSync('pnpm', ['exec', 'vitest', 'run', '--config', 'self-test/vitest.config.js'], {
  encoding: 'utf8',
});
const output = `${run.stdout}${run.stderr}`;
if (run.status === 0) problems.push('a test that printed to console.error passed');
if (!output.includes('console.error was called during this test')) {
  problems.push('the failure does not say console.error was called');
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(output);
  process.exit(1);
}
console.log('vitest presets: settings and the console.error guard hold');
