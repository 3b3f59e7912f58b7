import net from 'node:net';

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * Free ports of 127.0.0.1 counted up from `first` (a range of the suite's own, so suites running
 * side by side never pick the same one).
 */
export async function freePortsFrom(first: number, count: number): Promise<number[]> {
  const ports: number[] = [];
  for (let port = first; ports.length < count; port += 1) {
    if (port > first + 100) throw new Error(`no ${count} free ports from ${first}`);
    if (await isFree(port)) ports.push(port);
  }
  return ports;
}
