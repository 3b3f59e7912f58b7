import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROVIDER_CODES, ProviderError } from '../../../lib/provider-errors';
import {
  oneSignInPopup,
  POPUP_CLOSED_GRACE_MS,
  POPUP_POLL_MS,
  popupAnswer,
} from './sign-in-popups';

/** A stand-in popup window: closable, and watched only through `closed`. */
const fakePopup = () => {
  const popup = { closed: false, close: vi.fn(() => (popup.closed = true)) };
  return popup as unknown as Omit<Window, 'closed'> & {
    closed: boolean;
    close: ReturnType<typeof vi.fn>;
  };
};

/** A popup's answer channel the test can deliver on. */
function channel<T>() {
  let deliver: ((answer: T) => void) | undefined;
  const unlisten = vi.fn();
  return {
    listen: (next: (answer: T) => void) => {
      deliver = next;
      return unlisten;
    },
    answer: (value: T) => deliver?.(value),
    unlisten,
  };
}

const codeOf = (error: unknown) => (error as ProviderError).providerCode;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('one sign-in popup at a time', () => {
  it('a new popup cancels the one before: it fails with cancelled-popup-request and its window closes', async () => {
    const first = fakePopup();
    const second = fakePopup();
    const firstAnswer = channel<string>();
    const secondAnswer = channel<string>();
    const one = oneSignInPopup((signal) =>
      popupAnswer(first as Window, firstAnswer.listen, signal),
    );
    const two = oneSignInPopup((signal) =>
      popupAnswer(second as Window, secondAnswer.listen, signal),
    );
    await expect(one).rejects.toSatisfy((error) => codeOf(error) === PROVIDER_CODES.cancelledPopup);
    expect(first.close).toHaveBeenCalled();
    expect(firstAnswer.unlisten).toHaveBeenCalled();
    expect(second.close).not.toHaveBeenCalled();
    secondAnswer.answer('proof');
    await expect(two).resolves.toBe('proof');
  });

  it('an answer ends the attempt, so the next popup cancels nothing', async () => {
    const done = oneSignInPopup(async () => 'first');
    await expect(done).resolves.toBe('first');
    const popup = fakePopup();
    const answer = channel<string>();
    const next = oneSignInPopup((signal) => popupAnswer(popup as Window, answer.listen, signal));
    answer.answer('second');
    await expect(next).resolves.toBe('second');
  });
});

describe("a popup's closure", () => {
  it('is polled, and reports popup-closed-by-user 8 s after the window closed with no answer', async () => {
    const popup = fakePopup();
    const answer = channel<string>();
    let failure: unknown;
    const attempt = oneSignInPopup((signal) =>
      popupAnswer(popup as Window, answer.listen, signal),
    ).catch((error: unknown) => (failure = error));
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(POPUP_POLL_MS);
    await vi.advanceTimersByTimeAsync(POPUP_CLOSED_GRACE_MS - 1);
    expect(failure).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await attempt;
    expect(codeOf(failure)).toBe(PROVIDER_CODES.popupClosed);
    expect(POPUP_CLOSED_GRACE_MS).toBe(8_000);
    expect(answer.unlisten).toHaveBeenCalled();
  });

  it('still takes an answer that arrives within the 8 s after closing', async () => {
    const popup = fakePopup();
    const answer = channel<string>();
    const attempt = oneSignInPopup((signal) => popupAnswer(popup as Window, answer.listen, signal));
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(POPUP_POLL_MS + 5_000);
    answer.answer('late proof');
    await expect(attempt).resolves.toBe('late proof');
    await vi.advanceTimersByTimeAsync(POPUP_CLOSED_GRACE_MS);
  });

  it('reports popup-blocked when no window opened', async () => {
    const answer = channel<string>();
    await expect(
      oneSignInPopup((signal) => popupAnswer(null, answer.listen, signal)),
    ).rejects.toSatisfy((error) => codeOf(error) === PROVIDER_CODES.popupBlocked);
  });
});
