import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';
import {
  banners,
  gameMatches,
  gameVendorLanes,
  hotGames,
  registerSettings,
  systemManifest,
  systemStatus,
  type CallDef,
} from '@lobby/contract';
import { CATALOGUE_IMAGE_PATH } from './public-paths.js';

/**
 * The calls whose answers are compressed: public, not enveloped, the same for every visitor of a
 * merchant and language, and carrying no secret. Every other answer goes out uncompressed, so a
 * new call is safe until it is added here. BREACH: compressing a secret (a session or remember
 * token, a launch or hand-off token, a captcha) next to input the request reflects lets an
 * attacker who can make requests and watch their sizes guess the secret byte by byte.
 */
export const COMPRESSED_CALLS: readonly CallDef[] = [
  systemStatus,
  systemManifest,
  registerSettings,
  gameVendorLanes,
  hotGames,
  gameMatches,
  banners,
];

/**
 * Answers smaller than this are sent as they are: compressing them saves less than a packet. The
 * banners answer (about 900 bytes) is above it.
 */
export const COMPRESSION_THRESHOLD_BYTES = 512;

const compressedPaths = new Set([
  ...COMPRESSED_CALLS.map((call) => `${call.method} ${call.path}`),
  `GET ${CATALOGUE_IMAGE_PATH}/:id`,
]);

/**
 * True for the routes whose answers may be compressed: the calls above, game artwork, and the web
 * app under /m/ (its files, and the app page, which is written per merchant and language only).
 */
export function compressionAllowed(method: string, url: string): boolean {
  const asGet = method === 'HEAD' ? 'GET' : method;
  if (asGet === 'GET' && (url === '/' || url === '/m' || url.startsWith('/m/'))) return true;
  return compressedPaths.has(`${asGet} ${url}`);
}

async function compression(app: FastifyInstance): Promise<void> {
  // Runs before @fastify/compress's own onRoute hook, which honours `compress: false`.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => compressionAllowed(method, route.url))) route.compress = false;
  });
  await app.register(fastifyCompress, {
    global: true,
    // Request bodies are small JSON: never inflated, so a tiny compressed body cannot expand.
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
  });
}

/**
 * Compresses (brotli or gzip, as the client accepts) the answers compressionAllowed() names; every
 * other route is marked `compress: false`. app.ts registers it before any route is declared.
 * Built files under /m/ are compressed at build time (static-web.ts serves those as they are).
 */
export const compressionPlugin = fp(compression, { name: 'lobby-compression' });
