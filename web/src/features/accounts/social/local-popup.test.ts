import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_IDENTITY_MESSAGE, LOCAL_IDENTITY_POPUP_PATH } from '@lobby/contract';
import { localPopupSubject } from './local-popup';
import { POPUP_FEATURES } from './sign-in-popups';

afterEach(() => vi.restoreAllMocks());

function openedPopup() {
  const popup = { closed: false, close: vi.fn() } as unknown as Window;
  const open = vi.spyOn(window, 'open').mockReturnValue(popup);
  return { popup, open };
}

const post = (data: unknown, origin: string, source: unknown) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));

describe("the offline fake provider's window", () => {
  it('opens the fake’s page for the way, with a fresh state and the language, at the popup size', () => {
    const { open } = openedPopup();
    void localPopupSubject('google', 'RU', new AbortController().signal);
    const [url, name, features] = open.mock.calls[0]!;
    const address = new URL(String(url), window.location.origin);
    expect(address.pathname).toBe(LOCAL_IDENTITY_POPUP_PATH);
    expect(address.searchParams.get('way')).toBe('google');
    expect(address.searchParams.get('lang')).toBe('RU');
    expect(address.searchParams.get('state')).toMatch(/^[\w-]{36}$/);
    expect(name).toContain(address.searchParams.get('state'));
    expect(features).toBe(POPUP_FEATURES);
  });

  it("takes only its own window's message, of this origin, with this attempt's state", async () => {
    const { popup, open } = openedPopup();
    const answer = localPopupSubject('line', 'EN', new AbortController().signal);
    const state = new URL(String(open.mock.calls[0]![0]), window.location.origin).searchParams.get(
      'state',
    );
    const message = { kind: LOCAL_IDENTITY_MESSAGE, state, subject: 'player_1' };
    let settled: string | undefined;
    void answer.then((subject) => (settled = subject));
    post(message, 'https://evil.example', popup);
    post(message, window.location.origin, window);
    post({ ...message, state: 'another-state' }, window.location.origin, popup);
    post({ ...message, subject: '<script>' }, window.location.origin, popup);
    await Promise.resolve();
    expect(settled).toBeUndefined();
    post(message, window.location.origin, popup);
    await expect(answer).resolves.toBe('player_1');
  });
});
