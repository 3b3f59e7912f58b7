export interface SseEvent {
  id: string | undefined;
  event: string | undefined;
  data: string;
}

/** A Server-Sent Events connection read event by event, as a browser's stream reader would. */
export interface SseConnection {
  status: number;
  /** The next event, or an error after `timeoutMs` without one. */
  next(timeoutMs?: number): Promise<SseEvent>;
  /** Resolves false when no event arrives within `ms`. */
  quiet(ms: number): Promise<boolean>;
  close(): void;
}

/** Opens a stream with fetch (headers allowed, unlike EventSource) and parses its events. */
export async function openSse(
  url: string,
  headers: Record<string, string>,
): Promise<SseConnection> {
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const events: SseEvent[] = [];
  const waiters: (() => void)[] = [];
  let buffer = '';
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: SseEvent = { id: undefined, event: undefined, data: '' };
          let hasData = false;
          for (const line of block.split('\n')) {
            const [field, ...rest] = line.split(':');
            const text = rest.join(':').replace(/^ /, '');
            if (field === 'id') event.id = text;
            else if (field === 'event') event.event = text;
            else if (field === 'data') {
              event.data += (hasData ? '\n' : '') + text;
              hasData = true;
            }
          }
          if (hasData) {
            events.push(event);
            waiters.splice(0).forEach((wake) => wake());
          }
        }
      }
    } catch {
      // Closed by the test.
    }
  })();
  const wait = (ms: number) =>
    new Promise<boolean>((resolve) => {
      if (events.length > 0) return resolve(true);
      const timer = setTimeout(() => resolve(false), ms);
      waiters.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  return {
    status: response.status,
    async next(timeoutMs = 5000) {
      if (!(await wait(timeoutMs))) throw new Error(`no event within ${timeoutMs} ms`);
      return events.shift()!;
    },
    async quiet(ms) {
      return !(await wait(ms));
    },
    close: () => abort.abort(),
  };
}
