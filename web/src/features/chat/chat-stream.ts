import { CHAT_STREAM_PATH, CHAT_VISITOR_HEADER, type ChatMessage } from '@lobby/contract';
import { ApiError } from '../../lib/api-client';

export interface ChatStreamOptions {
  /** The id of the last message already shown; the stream sends only later ones. */
  after: number;
  merchant: string;
  token: string | undefined;
  visitorKey: string | undefined;
  onMessage(message: ChatMessage): void;
  onConnected(connected: boolean): void;
  /** The server refused the stream (too many open at once, say); it is tried again later. */
  onRefused?(error: ApiError): void;
  signal: AbortSignal;
}

const RETRY_MS = [1000, 2000, 5000, 10_000];

/** Splits Server-Sent Events text into the data of each `message` event. */
export function parseEvents(buffer: string): { events: string[]; rest: string } {
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: string[] = [];
  for (const block of blocks) {
    const lines = block.split('\n');
    const event =
      lines
        .find((line) => line.startsWith('event:'))
        ?.slice(6)
        .trim() ?? 'message';
    const data = lines
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).replace(/^ /, ''))
      .join('\n');
    if (event === 'message' && data !== '') events.push(data);
  }
  return { events, rest };
}

/**
 * Follows the player's chat over Server-Sent Events, read with fetch so the session token rides
 * the Authorization header (EventSource cannot send it). After a drop it reconnects, with a
 * growing pause, asking for what came after the last message it delivered.
 */
export async function followChat(options: ChatStreamOptions): Promise<void> {
  let after = options.after;
  let failures = 0;
  while (!options.signal.aborted) {
    try {
      const headers: Record<string, string> = { Accept: 'text/event-stream' };
      if (options.merchant) headers.Merchant = options.merchant;
      if (options.token) headers.Authorization = options.token;
      else if (options.visitorKey) headers[CHAT_VISITOR_HEADER] = options.visitorKey;
      const response = await fetch(`${CHAT_STREAM_PATH}?after=${after}`, {
        headers,
        signal: options.signal,
        credentials: 'same-origin',
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as {
          errorCode?: string;
          message?: string;
        };
        options.onRefused?.(
          new ApiError('failure', body.errorCode ?? '', body.message ?? '', response.status),
        );
      }
      if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
      options.onConnected(true);
      failures = 0;
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const parsed = parseEvents(buffer + value.replace(/\r\n/g, '\n'));
        buffer = parsed.rest;
        for (const data of parsed.events) {
          const message = JSON.parse(data) as ChatMessage;
          after = Math.max(after, message.id);
          options.onMessage(message);
        }
      }
    } catch {
      // A drop or a refusal: wait, then try again from the last message delivered.
    }
    if (options.signal.aborted) return;
    options.onConnected(false);
    const pause = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]!;
    failures += 1;
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}
