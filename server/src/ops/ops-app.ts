import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { OPS_BASE_PATH } from '@lobby/contract';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Where Vite writes the console's hashed files (web/vite.ops.config.ts `assetsDir`). */
export const OPS_ASSETS_DIR = 'static';

/** Paths the console app never answers: its calls and the old pages' files. */
const isCallPath = (pathname: string) =>
  pathname.startsWith(`${OPS_BASE_PATH}/api/`) ||
  pathname.startsWith(`${OPS_BASE_PATH}/assets/`) ||
  pathname.startsWith(`${OPS_BASE_PATH}/${OPS_ASSETS_DIR}/`);

/**
 * Serves the built operator console (web/dist-ops) under /ops/: its hashed files for a year, and
 * its page, never cached, for /ops/ and every page path of the app (the app routes in the
 * browser). The security headers plugin gives the page the same strict policy as the player's.
 */
export async function registerOpsApp(
  app: FastifyInstance,
  options: { opsDist: string },
): Promise<void> {
  const { opsDist } = options;
  const indexFile = path.join(opsDist, 'index.html');
  const page = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : undefined;
  if (page) {
    await app.register(fastifyStatic, {
      root: path.join(opsDist, OPS_ASSETS_DIR),
      prefix: `${OPS_BASE_PATH}/${OPS_ASSETS_DIR}/`,
      decorateReply: false,
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(res) {
        res.setHeader('cache-control', IMMUTABLE);
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  const sendPage = (reply: FastifyReply) =>
    page
      ? reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page)
      : reply
          .status(503)
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send('The operator console is not built yet: run `npm run build`, then restart.');

  app.get(OPS_BASE_PATH, (_request, reply) => reply.redirect(`${OPS_BASE_PATH}/`));
  app.get(`${OPS_BASE_PATH}/`, (_request, reply) => sendPage(reply));
  app.get(`${OPS_BASE_PATH}/*`, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    return isCallPath(pathname) ? reply.callNotFound() : sendPage(reply);
  });
}
