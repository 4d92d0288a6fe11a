/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';

// The engine and its React bindings must run in any app: no other @northgate/* package (the
// product's flows live in @northgate/lending-flows) and no relative import out of src. The lint
// rule in eslint.config.js says the same; this test also covers dynamic imports and files the
// linter might be told to skip.
const sources = {
  ...import.meta.glob<string>('./**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true }),
  ...import.meta.glob<string>('../react/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true }),
};

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

/** `/src/core/` + `../react/x.tsx` -> `/src/react/x.tsx` (the test runs without Node or DOM types). */
function resolve(fromFile: string, specifier: string): string {
  const parts = fromFile.split('/').slice(0, -1);
  for (const segment of specifier.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.') parts.push(segment);
  }
  return parts.join('/');
}

/** Where a module imports from, as written. */
function importsOf(source: string): string[] {
  return [...source.matchAll(SPECIFIER)].map((match) => match[1]!);
}

/** What is wrong with one import of the file at `file` (a path under /src/), or undefined. */
function violation(file: string, specifier: string): string | undefined {
  // The package's own product-free entries are fine: the example story imports them as an app would.
  if (/^@northgate\/(?!form-engine\/(core|react)(\/testing)?$)/.test(specifier)) {
    return `${file} imports the product package ${specifier}`;
  }
  if (!specifier.startsWith('.')) return undefined;
  const target = resolve(file, specifier);
  return target.startsWith('/src/') ? undefined : `${file} imports ${target}, outside the engine`;
}

function violations(): string[] {
  return Object.entries(sources).flatMap(([key, source]) => {
    const file = resolve('/src/core/product-free.test.ts', key);
    return importsOf(source).flatMap((specifier) => violation(file, specifier) ?? []);
  });
}

describe('the engine is product-free', () => {
  it('reads the sources of src/core and src/react', () => {
    const files = Object.keys(sources).map((key) => resolve('/src/core/product-free.test.ts', key));
    expect(files).toContain('/src/core/define-flow.ts');
    expect(files).toContain('/src/react/flow-form.tsx');
    expect(files.every((file) => file.startsWith('/src/core/') || file.startsWith('/src/react/'))).toBe(true);
  });

  it('imports no other @northgate/* package and nothing outside src', () => {
    expect(violations()).toEqual([]);
  });

  it('would notice either kind of import, static or dynamic', () => {
    const sample = [
      "import { ProgressBar } from '@northgate/ui';",
      "import { defineFlow } from '@northgate/form-engine/core';",
      "import { shortQuizFlow } from '@northgate/lending-flows';",
      "import type { Flow } from '../core/index.ts';",
      "export * from '../../lending-flows/src/index.ts';",
      "const late = await import('../../lending-flows/src/short-quiz/index.ts');",
    ].join('\n');
    const found = importsOf(sample).flatMap((specifier) => violation('/src/react/x.tsx', specifier) ?? []);
    expect(found).toEqual([
      '/src/react/x.tsx imports the product package @northgate/ui',
      '/src/react/x.tsx imports the product package @northgate/lending-flows',
      '/src/react/x.tsx imports /lending-flows/src/index.ts, outside the engine',
      '/src/react/x.tsx imports /lending-flows/src/short-quiz/index.ts, outside the engine',
    ]);
  });
});
