import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { envVariables, PRODUCTION_REQUIRED } from '../src/config/env-schema.ts';
import { findRepoRoot } from '../src/config/repo-root.ts';

// The READMEs' environment tables and the schema the API parses its environment with
// (src/config/env-schema.ts) name the same variables, the same defaults and the same
// settings production cannot run without, so neither can drift from the other.

const repoRoot = findRepoRoot();
/** Read by the tests' tooling, not by the API. */
const NOT_THE_API = ['CHROMIUM_PATH'];

interface Row {
  names: string[];
  /** Names marked "(prod)": every name before the marker in its cell. */
  productionRequired: string[];
  defaults: string;
}

/** The rows of the first table under `heading`, however Prettier pads them. */
function tableRows(file: string, heading: string): Row[] {
  const text = readFileSync(join(repoRoot, file), 'utf8');
  const start = text.indexOf(`\n${heading}\n`);
  expect(start, `${file}: ${heading}`).toBeGreaterThan(-1);
  const lines = text.slice(start).split('\n').slice(1);
  const table = lines.slice(lines.findIndex((line) => line.startsWith('|')));
  const rows = table.slice(
    2,
    table.findIndex((line) => !line.startsWith('|')),
  );
  return rows.map((line) => {
    const [variables = '', defaults = ''] = line.split('|').slice(1);
    const namesIn = (cell: string) => [...cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1] as string);
    const beforeMarker = variables.lastIndexOf('(prod)');
    return {
      names: namesIn(variables),
      productionRequired: beforeMarker < 0 ? [] : namesIn(variables.slice(0, beforeMarker)),
      defaults,
    };
  });
}

const modes = [envVariables.local, envVariables.production];
const schemaNames = [...new Set(modes.flatMap((mode) => Object.keys(mode.entries)))].sort();

/** The literal defaults of `name` in each mode, as the environment would spell them. */
function literalDefaults(name: string): string[] {
  return modes.flatMap((mode) => {
    const entry = (mode.entries as Record<string, { type: string; default?: unknown }>)[name];
    return entry?.type === 'optional' && typeof entry.default === 'string' ? [entry.default] : [];
  });
}

function expectDefaultsIn(rows: Row[], file: string) {
  for (const row of rows)
    for (const name of row.names.filter((n) => schemaNames.includes(n)))
      for (const value of literalDefaults(name))
        expect(row.defaults, `${file}: default of ${name}`).toContain(`\`${value}\``);
}

describe('environment variables in the READMEs', () => {
  it("apps/api/README.md's table lists exactly the variables the API reads, with their defaults", () => {
    const rows = tableRows('apps/api/README.md', '## Environment');
    expect(rows.flatMap((row) => row.names).sort()).toEqual(schemaNames);
    expect(rows.flatMap((row) => row.productionRequired).sort()).toEqual([...PRODUCTION_REQUIRED].sort());
    expectDefaultsIn(rows, 'apps/api/README.md');
  });

  it("the root README's table names only variables the API reads (or the tests' own), with their defaults", () => {
    const rows = tableRows('README.md', '## Environment variables');
    for (const name of rows.flatMap((row) => row.names))
      expect([...schemaNames, ...NOT_THE_API], `README.md: ${name}`).toContain(name);
    expectDefaultsIn(rows, 'README.md');
  });
});
