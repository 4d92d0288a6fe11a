import { describe, expect, it, vi } from 'vitest';
import { configuredProvider, httpJsonProvider } from './avm.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('AVM adapter', () => {
  it('is not configured by default', () => {
    expect(configuredProvider({})).toBeNull();
    expect(configuredProvider({ VITE_AVM_PROVIDER: 'none' })).toBeNull();
  });

  it('warns and stays off for an unknown provider', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(configuredProvider({ VITE_AVM_PROVIDER: 'magic' })).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('builds the http-json provider from env', () => {
    expect(
      configuredProvider({
        VITE_AVM_PROVIDER: 'http-json',
        VITE_AVM_URL: 'https://avm.test/e',
        VITE_AVM_NAME: 'Test AVM',
      })?.name,
    ).toBe('Test AVM');
  });

  it('reads a valid estimate, treats 404 as no estimate and rejects malformed answers', async () => {
    const fetchImpl = vi.fn<typeof fetch>();
    const provider = httpJsonProvider('Test AVM', 'https://avm.test/e', fetchImpl);
    fetchImpl.mockResolvedValueOnce(
      json({ value: 400_000, low: 360_000, high: 440_000, fsd: 0.1, asOf: '2026-01-15' }),
    );
    expect(await provider.estimate({ address: '120 Main St', zip: '78701' })).toEqual({
      provider: 'Test AVM',
      value: 400_000,
      low: 360_000,
      high: 440_000,
      fsd: 0.1,
      asOf: '2026-01-15',
    });
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('https://avm.test/e?address=120+Main+St&zip=78701');
    fetchImpl.mockResolvedValueOnce(json({}, 404));
    expect(await provider.estimate({ address: 'x', zip: null })).toBeNull();
    fetchImpl.mockResolvedValueOnce(json({ value: 'a lot' }));
    await expect(provider.estimate({ address: 'x', zip: null })).rejects.toThrow(/cannot read/);
    fetchImpl.mockResolvedValueOnce(json({}, 500));
    await expect(provider.estimate({ address: 'x', zip: null })).rejects.toThrow(/500/);
  });
});
