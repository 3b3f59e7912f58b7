import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ONE_TAP_DELAY_MS, startOneTap, type GoogleIdentity } from './one-tap';

const identity = () => {
  let callback: ((response: { credential?: string }) => void) | undefined;
  const google = {
    initialize: vi.fn((options: Parameters<GoogleIdentity['initialize']>[0]) => {
      callback = options.callback;
    }),
    prompt: vi.fn(),
    cancel: vi.fn(),
  };
  return { google, choose: (credential?: string) => callback?.({ credential }) };
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Google one-tap', () => {
  it('is initialised with the web client id and prompts 500 ms after', async () => {
    const { google } = identity();
    startOneTap({
      clientId: 'abc.apps.googleusercontent.com',
      onCredential: vi.fn(),
      load: async () => google,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(google.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: 'abc.apps.googleusercontent.com' }),
    );
    await vi.advanceTimersByTimeAsync(ONE_TAP_DELAY_MS - 1);
    expect(google.prompt).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(google.prompt).toHaveBeenCalledTimes(1);
    expect(ONE_TAP_DELAY_MS).toBe(500);
  });

  it("hands on a chosen account's Google ID token, and nothing without one", async () => {
    const { google, choose } = identity();
    const onCredential = vi.fn();
    startOneTap({ clientId: 'c', onCredential, load: async () => google });
    await vi.advanceTimersByTimeAsync(0);
    choose();
    choose('google-id-token');
    expect(onCredential).toHaveBeenCalledTimes(1);
    expect(onCredential).toHaveBeenCalledWith('google-id-token');
  });

  it('stopped before its 500 ms, never prompts; stopped before loading, never initialises', async () => {
    const early = identity();
    const stop = startOneTap({
      clientId: 'c',
      onCredential: vi.fn(),
      load: async () => early.google,
    });
    await vi.advanceTimersByTimeAsync(100);
    stop();
    await vi.advanceTimersByTimeAsync(ONE_TAP_DELAY_MS);
    expect(early.google.prompt).not.toHaveBeenCalled();
    expect(early.google.cancel).toHaveBeenCalled();

    const before = identity();
    startOneTap({ clientId: 'c', onCredential: vi.fn(), load: async () => before.google })();
    await vi.advanceTimersByTimeAsync(ONE_TAP_DELAY_MS);
    expect(before.google.initialize).not.toHaveBeenCalled();
  });
});
