import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { calls, type CallDef } from '@lobby/contract';
import type { DatabaseHandle } from '../db/database.js';
import { GameRepository } from '../../games/game-repository.js';
import { seedDemoCatalogue } from '../../demo/seed-catalogue.js';
import {
  COMPRESSED_CALLS,
  COMPRESSION_THRESHOLD_BYTES,
  compressionAllowed,
} from './compression.js';
import { addLaunchGames, LAUNCH_GAMES } from '../../../test/game-fixtures.js';
import {
  buildTestApp,
  expectValue,
  merchantFactory,
  send,
  signUp,
  testDatabases,
  type TestMember,
} from '../../../test/index.js';

const NOW = new Date('2026-11-22T12:00:00Z');
const BROWSER = 'gzip, deflate, br, zstd';
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};\n`;
const STYLE = `${Array.from({ length: 100 }, (_, i) => `.c${i}{color:#${String(i).padStart(6, '0')}}`).join('\n')}\n`;

/**
 * A built web app as the build leaves it: a script with its .br and .gz beside it (each marked,
 * so the test sees which copy was sent), a stylesheet with none, and an app page over the
 * compression threshold.
 */
function makeWebDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-compression-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  const page = fs.readFileSync(
    path.join(import.meta.dirname, '../../../test/fixtures/web-dist/index.html'),
  );
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    String(page).replace('</body>', `<!-- ${'padding '.repeat(200)} --></body>`),
  );
  fs.writeFileSync(path.join(dist, 'assets/app-abc123.js'), SCRIPT);
  fs.writeFileSync(path.join(dist, 'assets/app-abc123.js.br'), brotliCompressSync(`${SCRIPT}//br`));
  fs.writeFileSync(path.join(dist, 'assets/app-abc123.js.gz'), gzipSync(`${SCRIPT}//gz`));
  fs.writeFileSync(path.join(dist, 'assets/app-def456.css'), STYLE);
  return dist;
}

function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.body;
}

function expectCompressed(response: LightMyRequestResponse, encoding: 'br' | 'gzip'): string {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-encoding']).toBe(encoding);
  expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
  return decoded(response);
}

/** Not compressed though it could have been: the client accepts brotli and the body is large. */
function expectUncompressed(response: LightMyRequestResponse): void {
  expect(response.headers['content-encoding']).toBeUndefined();
  expect(response.rawPayload.length).toBeGreaterThanOrEqual(COMPRESSION_THRESHOLD_BYTES);
}

describe('the compression rule', () => {
  const compressed = new Set<CallDef>(COMPRESSED_CALLS);

  it('compresses only public, unenveloped calls', () => {
    for (const call of COMPRESSED_CALLS) {
      expect(call.access, call.path).toBe('public');
      expect(call.encrypted, call.path).toBe(false);
    }
  });

  it('leaves every other call of the contract uncompressed', () => {
    for (const call of Object.values(calls)) {
      expect(compressionAllowed(call.method, call.path), call.path).toBe(compressed.has(call));
    }
    for (const call of [
      calls.sessionLogin,
      calls.sessionLoginRemembered,
      calls.memberRegister,
      calls.memberInfo,
      calls.trialLaunch,
      calls.createHandoff,
      calls.captchaImage,
    ]) {
      expect(compressionAllowed(call.method, call.path), call.path).toBe(false);
    }
  });
});

describe.each(testDatabases())('compression on $name', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let member: TestMember;
  const webDist = makeWebDist();
  const merchant = merchantFactory();
  const host = merchant.hosts[0]!;
  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      url,
      headers: { host, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  beforeAll(async () => {
    database = await kind.open();
    app = await buildTestApp({
      database,
      merchants: [merchant],
      config: { webDist },
      now: () => NOW,
      setup: (instance) => {
        // An answer no rule names: a secret next to reflected input, well over the threshold.
        instance.get<{ Querystring: { echo?: string } }>('/wps/test/secret', (request) => ({
          token: 'a'.repeat(64),
          echo: request.query.echo,
        }));
      },
    });
    await seedDemoCatalogue(new GameRepository(database.db), merchant.code, NOW);
    await addLaunchGames(database, merchant.code);
    member = await signUp(app, merchant);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  describe('built files', () => {
    it.each([
      [BROWSER, 'br'],
      ['gzip, deflate', 'gzip'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
    ] as const)('for Accept-Encoding %s, sends the build’s .%s copy', async (accept, encoding) => {
      const response = await get('/m/assets/app-abc123.js', accept);
      expect(expectCompressed(response, encoding)).toBe(
        `${SCRIPT}//${encoding === 'br' ? 'br' : 'gz'}`,
      );
      expect(response.headers['content-type']).toMatch(
        /^text\/javascript|^application\/javascript/,
      );
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('sends the file itself, with Vary, to a client that accepts no compression', async () => {
      const response = await get('/m/assets/app-abc123.js');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.body).toBe(SCRIPT);
    });

    it('compresses a file the build left uncompressed as it goes out', async () => {
      const response = await get('/m/assets/app-def456.css', BROWSER);
      expect(expectCompressed(response, 'br')).toBe(STYLE);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('never serves the compressed copies by their own names', async () => {
      expect((await get('/m/assets/app-abc123.js.br', BROWSER)).statusCode).toBe(404);
      expect((await get('/m/assets/app-abc123.js.gz', BROWSER)).statusCode).toBe(404);
    });
  });

  it.each(['/m/home', '/m/', '/m/index.html', '/'])(
    'compresses the app page at %s',
    async (url) => {
      const response = await get(url, BROWSER);
      const page = expectCompressed(response, 'br');
      expect(page).toContain('<style id="brand">');
      expect(String(response.headers.vary)).toMatch(/accept-language/i);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each([calls.systemStatus, calls.gameVendorLanes, calls.hotGames, calls.banners])(
    'compresses the public answer of $path with brotli or gzip',
    async (call) => {
      for (const encoding of ['br', 'gzip'] as const) {
        const response = await send(app, merchant, call, call.method === 'POST' ? {} : undefined, {
          headers: { 'accept-encoding': encoding },
        });
        expect(JSON.parse(expectCompressed(response, encoding))).toMatchObject({ success: true });
      }
    },
  );

  it('compresses game artwork', async () => {
    const answer = JSON.parse(decoded(await get(calls.gameVendorLanes.path, 'br'))) as {
      value: { data: { lanes: { cards: { image: string }[] }[] } };
    };
    const image = answer.value.data.lanes[0]!.cards[0]!.image;
    expect(expectCompressed(await get(image, BROWSER), 'br')).toMatch(/<svg/);
  });

  describe('answers carrying a secret are never compressed', () => {
    it('a hand-off link: a one-use token next to the link the member sent', async () => {
      const url = `https://partner.example/promo?q=${'x'.repeat(COMPRESSION_THRESHOLD_BYTES)}`;
      const response = await send(
        app,
        merchant,
        calls.createHandoff,
        { url },
        {
          token: member.token,
          headers: { 'accept-encoding': BROWSER },
        },
      );
      expect(expectValue(response, calls.createHandoff).url).toContain('handoffToken=');
      expectUncompressed(response);
    });

    it('a free trial: a signed launch token next to the backUrl sent', async () => {
      const backUrl = `/m/home?q=${'x'.repeat(COMPRESSION_THRESHOLD_BYTES)}`;
      const response = await send(
        app,
        merchant,
        calls.trialLaunch,
        { gameId: LAUNCH_GAMES.slot.id, backUrl },
        { headers: { 'accept-encoding': BROWSER } },
      );
      expect(expectValue(response, calls.trialLaunch).url).toContain('t=');
      expectUncompressed(response);
    });

    it('a route no rule names', async () => {
      const response = await get(`/wps/test/secret?echo=${'x'.repeat(2000)}`, BROWSER);
      expect(response.statusCode).toBe(200);
      expectUncompressed(response);
    });
  });
});
