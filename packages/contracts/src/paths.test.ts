import { describe, expect, it } from 'vitest';
import type { Endpoint } from './endpoint.ts';
import { endpoints } from './endpoints.ts';
import { API_PATHS, fillPath, pathParamNames } from './paths.ts';

describe('paths', () => {
  it('fills each parameter as one percent-encoded segment', () => {
    expect(fillPath(API_PATHS.draftStep, { flowId: 'short Quiz', stepId: 'a/b?c#d' })).toBe(
      '/api/v1/drafts/short%20Quiz/steps/a%2Fb%3Fc%23d',
    );
    expect(fillPath(API_PATHS.login, {})).toBe(API_PATHS.login);
  });

  it('refuses segments a URL would drop or resolve', () => {
    for (const flowId of ['', '.', '..']) {
      expect(() => fillPath(API_PATHS.draft, { flowId })).toThrow(TypeError);
    }
  });

  it("every endpoint's params schema names exactly its path's parameters", () => {
    for (const [name, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
      const declared = Object.keys(endpoint.params?.entries ?? {});
      expect(declared, name).toEqual(pathParamNames(endpoint.path));
    }
  });

  it('every path is used by an endpoint, and each method and path pair by one only', () => {
    const table = Object.values(endpoints) as Endpoint[];
    const used = new Set(table.map((endpoint) => endpoint.path));
    expect(Object.values(API_PATHS).filter((path) => !used.has(path))).toEqual([]);
    const pairs = table.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });
});
