import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatWidget } from '@lobby/contract';
import { loadChatWidget } from './chat-widget';

const widget: ChatWidget = {
  csType: 'LIVECHAT',
  scriptUrl: 'https://cdn.chat-widget.example/tracking.js',
  customScripts: ['https://scripts.merchant.example/glue.js'],
  hook: 'openTestChat',
};
const player = { action: 'open' as const, language: 'EN', userName: 'ana', authKey: 'k-1' };
const globals = window as unknown as Record<string, unknown>;
const scriptSources = () =>
  [...document.querySelectorAll('script')].map((script) => script.getAttribute('src'));

describe('loadChatWidget', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.replaceChildren();
    delete globals.openTestChat;
  });
  afterEach(() => vi.useRealTimers());

  it('adds the widget at once and the custom scripts only after 500 ms', () => {
    loadChatWidget(widget, player, { onOpen: vi.fn(), onFailed: vi.fn() });
    expect(scriptSources()).toEqual([widget.scriptUrl]);
    vi.advanceTimersByTime(499);
    expect(scriptSources()).toEqual([widget.scriptUrl]);
    vi.advanceTimersByTime(1);
    expect(scriptSources()).toEqual([widget.scriptUrl, ...widget.customScripts]);
  });

  it('tries the hook again at 1 s and at 3 s, then calls it once with the player', () => {
    const hook = vi.fn();
    const onOpen = vi.fn();
    loadChatWidget(widget, player, { onOpen, onFailed: vi.fn() });
    vi.advanceTimersByTime(1000);
    expect(onOpen).not.toHaveBeenCalled();
    globals.openTestChat = hook;
    vi.advanceTimersByTime(1999);
    expect(hook).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(hook).toHaveBeenCalledExactlyOnceWith(player);
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('calls a hook that is there at 1 s at 1 s, and never again', () => {
    const hook = vi.fn();
    loadChatWidget(widget, player, { onOpen: vi.fn(), onFailed: vi.fn() });
    globals.openTestChat = hook;
    vi.advanceTimersByTime(1000);
    expect(hook).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(5000);
    expect(hook).toHaveBeenCalledOnce();
  });

  it('fails after the 3 s try when the hook never appears', () => {
    const onFailed = vi.fn();
    loadChatWidget(widget, player, { onOpen: vi.fn(), onFailed });
    vi.advanceTimersByTime(2999);
    expect(onFailed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onFailed).toHaveBeenCalledOnce();
  });

  it('a stop cancels the custom scripts and the retries', () => {
    const hook = vi.fn();
    const stop = loadChatWidget(widget, player, { onOpen: vi.fn(), onFailed: vi.fn() });
    stop();
    globals.openTestChat = hook;
    vi.advanceTimersByTime(5000);
    expect(hook).not.toHaveBeenCalled();
    expect(scriptSources()).toEqual([widget.scriptUrl]);
  });
});
