import { afterEach, describe, expect, it, vi } from 'vitest';
import { merchantFactory } from '../../test/factories.js';
import type { CatalogueService } from '../games/catalogue.js';
import { FirstPaintService } from './first-paint.js';

const client = { ip: '203.0.113.9', country: undefined, now: new Date('2026-11-22T12:00:00Z') };

function catalogueOf(answer: () => Promise<never>): CatalogueService {
  return { banners: answer, lanes: answer, hotGames: answer } as unknown as CatalogueService;
}

describe('FirstPaintService', () => {
  afterEach(() => vi.useRealTimers());

  it('sends the page with status only when the catalogue fails, and reports the failure', async () => {
    const onError = vi.fn();
    const failing = catalogueOf(() => Promise.reject(new Error('database is down')));
    const data = await new FirstPaintService(failing, onError).read(
      merchantFactory(),
      'EN',
      '/m/home',
      client,
    );
    expect(Object.keys(data).sort()).toEqual(['at', 'download', 'language', 'status']);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'database is down' }));
  });

  it('does not hold the page for a catalogue that does not answer', async () => {
    vi.useFakeTimers();
    const hanging = catalogueOf(() => new Promise<never>(() => {}));
    const read = new FirstPaintService(hanging, vi.fn()).read(
      merchantFactory(),
      'EN',
      '/m/home',
      client,
    );
    await vi.advanceTimersByTimeAsync(500);
    expect(Object.keys(await read).sort()).toEqual(['at', 'download', 'language', 'status']);
  });

  it('reads no catalogue for a merchant under maintenance', async () => {
    const asked = vi.fn(() => Promise.reject(new Error('not to be asked')));
    const onError = vi.fn();
    const data = await new FirstPaintService(catalogueOf(asked), onError).read(
      merchantFactory({ maintenance: { enabled: true } }),
      'EN',
      '/m/home',
      client,
    );
    expect(data.status.maintenance).toBe(true);
    expect(asked).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });
});
