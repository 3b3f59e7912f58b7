import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_KEYS, type GeetestSetup } from '@lobby/contract';
import {
  CaptchaStop,
  createGeetestRunner,
  GeetestClosed,
  localDriver,
  type GeetestDriver,
  type GeetestRunnerDeps,
} from './geetest-runner';

const setup: GeetestSetup = {
  version: 'v3',
  mode: 'local',
  success: true,
  gt: 'local',
  challenge: '0123456789abcdef0123456789abcdef',
  newCaptcha: true,
  captchaId: '',
};

const solved = { geetestChallenge: 'c', geetestSeccode: 'c|jordan' };
const solving: GeetestDriver = { solve: async () => solved };

function runnerWith(overrides: Partial<GeetestRunnerDeps> = {}) {
  const deps = {
    fetchSetup: vi.fn(async () => setup),
    driverFor: vi.fn(async () => solving),
    ...overrides,
  };
  return { deps, runner: createGeetestRunner(deps) };
}

const stopKey = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(CaptchaStop);
  return (error as CaptchaStop).messageKey;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('the Geetest runner (SPEC section 5)', () => {
  it('sets up, then answers what the driver solved', async () => {
    const { deps, runner } = runnerWith();
    expect(await runner.run('login', 'v3')).toEqual(solved);
    expect(deps.driverFor).toHaveBeenCalledWith(setup);
    expect(runner.verifying).toBe(false);
  });

  it("refuses the sms purpose without v4: 'unknown_error: Geetest service not work'", async () => {
    const { deps, runner } = runnerWith();
    expect(await stopKey(runner.run('sms', 'v3'))).toBe(MESSAGE_KEYS.geetestServiceNotWork);
    expect(deps.fetchSetup).not.toHaveBeenCalled();
    expect(await runner.run('sms', 'v4')).toEqual(solved);
  });

  it("refuses a second run while one is verifying: 'verify geetest too fast'", async () => {
    let finish: (answer: typeof solved) => void = () => undefined;
    const solve = vi.fn(() => new Promise<typeof solved>((resolve) => (finish = resolve)));
    const { runner } = runnerWith({ driverFor: async () => ({ solve }) });
    const first = runner.run('login', 'v3');
    // The player is looking at the challenge.
    await vi.waitFor(() => expect(solve).toHaveBeenCalled());
    expect(runner.verifying).toBe(true);
    expect(await stopKey(runner.run('login', 'v3'))).toBe(MESSAGE_KEYS.verifyGeetestTooFast);
    // The first run is not disturbed by the refused one.
    expect(runner.verifying).toBe(true);
    finish(solved);
    expect(await first).toEqual(solved);
    expect(runner.verifying).toBe(false);
  });

  it('closing the widget gives verify_first, and a new run may start', async () => {
    const closing: GeetestDriver = { solve: () => Promise.reject(new GeetestClosed()) };
    const driverFor = vi.fn(async () => closing);
    const { runner } = runnerWith({ driverFor });
    expect(await stopKey(runner.run('register', 'v3'))).toBe(MESSAGE_KEYS.verifyFirst);
    driverFor.mockResolvedValue(solving);
    expect(await runner.run('register', 'v3')).toEqual(solved);
  });

  it('retries a failed setup once', async () => {
    const fetchSetup = vi
      .fn<() => Promise<GeetestSetup>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(setup);
    const { runner } = runnerWith({ fetchSetup });
    expect(await runner.run('login', 'v3')).toEqual(solved);
    expect(fetchSetup).toHaveBeenCalledTimes(2);
  });

  it('gives up after the retry, and on a widget script that will not load', async () => {
    const fetchSetup = vi.fn(() => Promise.reject(new Error('offline')));
    const { runner } = runnerWith({ fetchSetup });
    expect(await stopKey(runner.run('login', 'v3'))).toBe(MESSAGE_KEYS.geetestServiceNotWork);
    expect(fetchSetup).toHaveBeenCalledTimes(2);

    const driverFor = vi.fn(() => Promise.reject(new Error('blocked')));
    const noScript = runnerWith({ driverFor }).runner;
    expect(await stopKey(noScript.run('login', 'v3'))).toBe(MESSAGE_KEYS.geetestServiceNotWork);
    expect(driverFor).toHaveBeenCalledTimes(2);
  });

  it('does not show a challenge Geetest cannot confirm (failback)', async () => {
    const { deps, runner } = runnerWith({
      fetchSetup: vi.fn(async () => ({ ...setup, success: false })),
    });
    expect(await stopKey(runner.run('login', 'v3'))).toBe(MESSAGE_KEYS.geetestServiceNotWork);
    expect(deps.driverFor).not.toHaveBeenCalled();
  });

  it('gives each setup 5 s before the retry, then gives up', async () => {
    vi.useFakeTimers();
    const fetchSetup = vi.fn(() => new Promise<GeetestSetup>(() => undefined));
    const { runner } = runnerWith({ fetchSetup });
    const outcome = stopKey(runner.run('login', 'v3'));
    await vi.advanceTimersByTimeAsync(4999);
    expect(fetchSetup).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchSetup).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await outcome).toBe(MESSAGE_KEYS.geetestServiceNotWork);
  });

  it('the local driver echoes the challenge as the offline server expects', async () => {
    expect(await localDriver.solve(setup)).toEqual({
      geetestChallenge: setup.challenge,
      geetestSeccode: `${setup.challenge}|jordan`,
    });
  });
});
