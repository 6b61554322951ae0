import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunkUrlOf, retryableImport } from './retryableImport';

describe('retryableImport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the chunk URL of a failed dynamic import, on this site only', () => {
    vi.stubGlobal('location', { origin: 'https://tour.example' });
    expect(
      chunkUrlOf(
        new TypeError('Failed to fetch dynamically imported module: https://tour.example/assets/HomePage-abc.js'),
      ),
    ).toBe('https://tour.example/assets/HomePage-abc.js');
    expect(chunkUrlOf(new TypeError('Failed to fetch dynamically imported module: https://evil.example/x.js'))).toBe(
      undefined,
    );
    expect(chunkUrlOf(new Error('something else'))).toBe(undefined);
  });

  it('uses the loader until a failure names a URL, and passes every failure on', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('module');
    const get = retryableImport(load);
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
