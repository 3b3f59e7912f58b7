import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** A server listening on 127.0.0.1: its base URL and a close that drops open connections. */
export interface LocalServer {
  url: string;
  close(): Promise<void>;
}

/** Starts a handler on a free port of 127.0.0.1 (or the one given), for fakes of outside services. */
export async function listenLocally(handler: http.RequestListener, port = 0): Promise<LocalServer> {
  const sockets = new Set<Socket>();
  const server = http.createServer(handler);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
