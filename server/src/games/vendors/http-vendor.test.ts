import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGameVendor, type FakeGameVendor } from '../../../test/fake-game-vendor.js';
import { GameVendorUnavailableError, type LaunchRequest } from './game-vendor.js';
import { HttpVendor } from './http-vendor.js';

const SECRET = 'vendor-shared-secret-0123456789abcdef';
const NOW = new Date('2026-11-22T12:00:00Z');

const request: LaunchRequest = {
  merchantCode: 'demo',
  player: { customerId: '42', userName: 'lucky_player' },
  game: {
    id: 'hanoi-5',
    displayName: 'Hanoi 5',
    playKind: 'lottery',
    lottery: { prizeMode: 'VN_FAST', gameCode: 'HN5' },
  },
  language: 'VI',
  origin: 'https://demo.example',
  backUrl: '/m/elott?x=1',
  lottoView: 'betting',
  trial: false,
};

describe('HttpVendor against a local fake vendor', () => {
  let fake: FakeGameVendor;
  // Generous by default: a busy CI machine can take more than 300 ms for a first local request.
  // Only the timeout test uses a short limit, against a vendor that never answers in time.
  const vendor = (overrides: { secret?: string; baseUrl?: string; timeoutMs?: number } = {}) =>
    new HttpVendor({
      baseUrl: overrides.baseUrl ?? `${fake.url}/`,
      secret: overrides.secret ?? SECRET,
      timeoutMs: overrides.timeoutMs ?? 10_000,
      now: () => NOW,
    });

  beforeAll(async () => {
    fake = await startFakeGameVendor(SECRET);
  });
  afterAll(async () => {
    await fake?.close();
  });
  beforeEach(() => {
    fake.behaviour = 'ok';
    fake.launches.length = 0;
  });

  it('posts the launch, signed, and answers the address the vendor gives', async () => {
    const address = await vendor().launch(request);
    expect(address).toEqual({
      url: `${fake.url}/play/1`,
      expiresAt: new Date('2030-01-01T00:00:00.000Z'),
    });
    const [received] = fake.launches;
    expect(received?.path).toBe('/launch');
    expect(received?.signed).toBe(true);
    expect(received?.headers['x-lobby-timestamp']).toBe(String(NOW.getTime() / 1000));
    expect(received?.body).toEqual({
      merchant: 'demo',
      player: { id: '42', name: 'lucky_player' },
      gameId: 'hanoi-5',
      lottery: { prizeMode: 'VN_FAST', gameCode: 'HN5' },
      language: 'VI',
      backUrl: 'https://demo.example/m/elott?x=1',
      trial: false,
      device: 'MOBILE',
      lottoView: 'betting',
    });
  });

  it('is unavailable when the vendor refuses, fails, babbles or answers an insecure address', async () => {
    const attempts: [string, () => Promise<unknown>][] = [
      ['wrong secret', () => vendor({ secret: 'another-secret' }).launch(request)],
      ['HTTP 500', () => ((fake.behaviour = 'error'), vendor().launch(request))],
      ['not JSON', () => ((fake.behaviour = 'garbage'), vendor().launch(request))],
      ['http off this machine', () => ((fake.behaviour = 'insecure'), vendor().launch(request))],
      ['no server', () => vendor({ baseUrl: 'http://127.0.0.1:1' }).launch(request)],
    ];
    for (const [label, attempt] of attempts) {
      await expect(attempt(), label).rejects.toBeInstanceOf(GameVendorUnavailableError);
    }
  });

  it('is unavailable when the vendor does not answer in time', async () => {
    fake.behaviour = 'slow';
    await expect(vendor({ timeoutMs: 300 }).launch(request)).rejects.toBeInstanceOf(
      GameVendorUnavailableError,
    );
  });
});
