import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** A test's request header that sends it to one backend (by index); removed before forwarding. */
export const PIN_HEADER = 'x-balancer-pin';
/** The answer header naming the backend (by index) that served a request. */
export const SERVED_BY_HEADER = 'x-balancer-backend';

export interface Balancer {
  url: string;
  /** How many requests each backend got. */
  counts: number[];
  close(): Promise<void>;
}

/**
 * A round-robin HTTP balancer in front of the instances, as a load balancer of a deployment: it
 * appends the peer address to X-Forwarded-For, streams bodies both ways (SSE included) and
 * answers 502 when the backend cannot be reached.
 */
export async function startBalancer(backends: string[], port = 0): Promise<Balancer> {
  const counts = backends.map(() => 0);
  let turn = 0;
  const server = http.createServer((request, response) => {
    const pinned = request.headers[PIN_HEADER];
    const index =
      typeof pinned === 'string' ? Number(pinned) % backends.length : turn++ % backends.length;
    counts[index]! += 1;
    const target = new URL(request.url ?? '/', backends[index]);
    const headers = { ...request.headers };
    delete headers[PIN_HEADER];
    const forwarded = headers['x-forwarded-for'];
    const peer = request.socket.remoteAddress ?? '';
    headers['x-forwarded-for'] = forwarded ? `${String(forwarded)}, ${peer}` : peer;
    const upstream = http.request(target, { method: request.method, headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, {
        ...answer.headers,
        [SERVED_BY_HEADER]: String(index),
      });
      // A stream's headers go at once, not with its first event.
      response.flushHeaders();
      answer.pipe(response);
    });
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { [SERVED_BY_HEADER]: String(index) });
      response.end();
    });
    response.on('close', () => upstream.destroy());
    request.pipe(upstream);
  });
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    counts,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
