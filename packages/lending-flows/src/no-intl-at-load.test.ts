import { afterEach, describe, expect, it, vi } from 'vitest';

// The first Intl object a page makes loads the locale data: on a slow phone a task of 120–180 ms
// before the step can answer a tap. Every flow's first step loads these declarations, and none shows
// a formatted amount until the borrower types one (docs/decisions/0071-flow-page-load-work.md).
describe("the flows' declarations", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('load without making an Intl formatter', async () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const dateFormat = vi.spyOn(Intl, 'DateTimeFormat');
    const toLocaleString = vi.spyOn(Number.prototype, 'toLocaleString');
    vi.resetModules();
    const { flows } = await import('./index.ts');
    expect(Object.keys(flows).length).toBeGreaterThan(0);
    expect(numberFormat).not.toHaveBeenCalled();
    expect(dateFormat).not.toHaveBeenCalled();
    expect(toLocaleString).not.toHaveBeenCalled();
  });
});
