import path from 'node:path';
import type { FastifyRequest } from 'fastify';

function isAppPath(pathname: string): boolean {
  return pathname === '/' || pathname === '/m' || pathname.startsWith('/m/');
}

/** True for a GET or HEAD of an app route (not an asset, not an API call). */
export function wantsAppPage(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '/';
  const extension = path.extname(pathname);
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    isAppPath(pathname) &&
    (extension === '' || extension === '.html')
  );
}
