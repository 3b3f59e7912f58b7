import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { followChat, parseEvents } from './chat-stream';

describe('parseEvents', () => {
  it('answers the data of complete message events and keeps the unfinished rest', () => {
    const text =
      ': heartbeat\n\nid: 4\nevent: message\ndata: {"id":4}\n\nid: 5\nevent: other\ndata: x\n\nid: 6\ndata: {"id"';
    expect(parseEvents(text)).toEqual({ events: ['{"id":4}'], rest: 'id: 6\ndata: {"id"' });
  });

  it('joins data lines and treats an unnamed event as a message', () => {
    expect(parseEvents('data: a\ndata: b\n\n')).toEqual({ events: ['a\nb'], rest: '' });
  });
});

describe('followChat', () => {
  it('hands a refusal to onRefused as an ApiError the catalogue can read, then tries again', async () => {
    const controller = new AbortController();
    const refusals: ApiError[] = [];
    const fetchMock = vi.fn(async () => {
      return new Response(
        JSON.stringify({
          success: false,
          errorCode: 'TOO_MANY_REQUEST_CHAT_STREAMS',
          message: 'x',
        }),
        { status: 429, headers: { 'content-type': 'application/json' } },
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    vi.useFakeTimers();
    try {
      const following = followChat({
        after: 0,
        merchant: 'demo',
        token: 'token',
        visitorKey: undefined,
        onMessage: () => undefined,
        onConnected: () => undefined,
        onRefused: (error) => {
          refusals.push(error);
          controller.abort();
        },
        signal: controller.signal,
      });
      await vi.runAllTimersAsync();
      await following;
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toBeInstanceOf(ApiError);
    expect(refusals[0]).toMatchObject({ errorCode: 'TOO_MANY_REQUEST_CHAT_STREAMS', status: 429 });
  });
});
