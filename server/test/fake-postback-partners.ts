import { listenLocally } from './local-server.js';

/** One request a fake partner received. */
export interface ReceivedPostback {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface FakePostbackPartners {
  /** http://127.0.0.1:<port>: AppsFlyer at /appsflyer, Adjust at /adjust, the affiliate network at /aff. */
  url: string;
  received: ReceivedPostback[];
  /** Requests under this path prefix answer HTTP 500 while their count is above zero. */
  failures: Map<string, number>;
  /** What one partner received, by path prefix. */
  of(prefix: string): ReceivedPostback[];
  close(): Promise<void>;
}

/** AppsFlyer's, Adjust's and an affiliate network's endpoints on 127.0.0.1, recording each request. */
export async function startFakePostbackPartners(): Promise<FakePostbackPartners> {
  const fake: FakePostbackPartners = {
    url: '',
    received: [],
    failures: new Map(),
    of: (prefix) => fake.received.filter((request) => request.path.startsWith(prefix)),
    close: () => Promise.resolve(),
  };
  const server = await listenLocally((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const prefix = [...fake.failures.keys()].find((key) => url.pathname.startsWith(key));
      if (prefix && fake.failures.get(prefix)! > 0) {
        fake.failures.set(prefix, fake.failures.get(prefix)! - 1);
        response.writeHead(500).end('down');
        return;
      }
      fake.received.push({
        method: request.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('OK');
    });
  });
  fake.url = server.url;
  fake.close = server.close;
  return fake;
}
