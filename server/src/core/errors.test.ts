import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { defineCall, ERROR_CODES, type ErrorCode } from '@lobby/contract';
import type { DatabaseHandle } from './db/database.js';
import { AppError, isUnavailableError } from './errors.js';
import { registerCall, registerMemberCall } from './http/register-call.js';
import {
  buildTestApp,
  expectFailure,
  merchantFactory,
  testDatabases,
  UUID,
} from '../../test/index.js';

const echo = defineCall({
  method: 'POST',
  path: '/wps/test/echo',
  access: 'public',
  encrypted: false,
  cache: 'none',
  body: z.object({ name: z.string(), count: z.number() }),
  value: z.object({ greeting: z.string() }),
  errors: [],
  summary: 'Test only: echoes the body.',
});

const boom = defineCall({
  method: 'POST',
  path: '/wps/test/boom',
  access: 'public',
  encrypted: false,
  cache: 'none',
  value: z.object({}),
  errors: [],
  summary: 'Test only: fails unexpectedly.',
});

const offContract = defineCall({
  method: 'GET',
  path: '/wps/test/off-contract',
  access: 'public',
  encrypted: false,
  cache: 'none',
  value: z.object({ n: z.number() }),
  errors: [],
  summary: 'Test only: answers outside its contract.',
});

/** Test only: fails with the code the query names; it may answer game.not.found of its own. */
const failing = (path: string, access: 'public' | 'member' = 'public') =>
  defineCall({
    method: 'GET',
    path,
    access,
    encrypted: false,
    cache: 'none',
    query: z.object({ code: z.string() }),
    value: z.object({}),
    errors: [ERROR_CODES.gameNotFound],
    summary: 'Test only: fails with the code asked for.',
  });
const listed = failing('/wps/test/listed');
const listedUnchecked = failing('/wps/test/listed-unchecked');
const listedMember = failing('/wps/test/listed-member', 'member');
/** Test only: a hook of its own throws the code a header names, before the handler runs. */
const hooked = defineCall({
  method: 'GET',
  path: '/wps/test/hooked',
  access: 'public',
  encrypted: false,
  cache: 'none',
  value: z.object({}),
  errors: [ERROR_CODES.gameNotFound],
  summary: 'Test only: a hook fails with the code asked for.',
});

const BODY_LIMIT = 1024;

describe.each(testDatabases())('errors on $name', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const merchant = merchantFactory();

  const post = (url: string, payload: string, contentType = 'application/json') =>
    app.inject({
      method: 'POST',
      url,
      headers: { host: merchant.hosts[0]!, 'content-type': contentType },
      payload,
    });

  beforeAll(async () => {
    database = await kind.open();
    app = await buildTestApp({
      database,
      merchants: [merchant],
      config: { bodyLimitBytes: BODY_LIMIT },
      setup(instance) {
        const checkAnswers = true;
        registerCall(instance, echo, ({ body }) => ({ greeting: `${body.name} x${body.count}` }), {
          checkAnswers,
        });
        registerCall(
          instance,
          boom,
          () => {
            throw new Error('secret detail at /srv/internal.ts:42');
          },
          { checkAnswers },
        );
        // The cast stands in for a handler that drifted from its contract.
        registerCall(instance, offContract, () => ({ n: 'one' }) as unknown as { n: number }, {
          checkAnswers,
        });
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('answers a valid call', async () => {
    const response = await post('/wps/test/echo', JSON.stringify({ name: 'ann', count: 2 }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, value: { greeting: 'ann x2' } });
  });

  it('refuses malformed JSON', async () => {
    const response = await post('/wps/test/echo', '{"name": "ann",');
    expectFailure(response, 400, 'malformed_json');
    expect(response.headers['x-trace-id']).toMatch(UUID);
  });

  it('refuses an empty JSON body', async () => {
    expectFailure(await post('/wps/test/echo', ''), 400, 'malformed_json');
  });

  it('refuses a body over the limit', async () => {
    const payload = JSON.stringify({ name: 'a'.repeat(BODY_LIMIT), count: 1 });
    expectFailure(await post('/wps/test/echo', payload), 413, 'payload_too_large');
  });

  it('refuses a field of the wrong type, naming it', async () => {
    const response = await post('/wps/test/echo', JSON.stringify({ name: 'ann', count: 'two' }));
    expect(expectFailure(response, 400, 'invalid_request')).toMatch(/^body\.count: /);
  });

  it('refuses a missing field, naming it', async () => {
    const response = await post('/wps/test/echo', JSON.stringify({ count: 2 }));
    expect(expectFailure(response, 400, 'invalid_request')).toMatch(/^body\.name: /);
  });

  it('refuses a body that is not an object', async () => {
    const response = await post('/wps/test/echo', '[1, 2]');
    expect(expectFailure(response, 400, 'invalid_request')).toMatch(/^body: /);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/xml'])(
    'refuses a %s body as an unsupported media type',
    async (contentType) => {
      const response = await post('/wps/test/echo', 'name=ann&count=2', contentType);
      expectFailure(response, 415, 'unsupported_media_type');
    },
  );

  it('answers an unexpected error with a generic internal_error', async () => {
    const response = await post('/wps/test/boom', '{}');
    const message = expectFailure(response, 500, 'internal_error');
    expect(message).toBe('Something went wrong on our side');
    expect(response.body).not.toContain('secret detail');
    expect(response.body).not.toContain('internal.ts');
    expect(response.body).not.toMatch(/\bat /);
    expect(response.headers['x-trace-id']).toMatch(UUID);
  });

  it('answers internal_error when a value drifts from its contract', async () => {
    const response = await app.inject({
      url: '/wps/test/off-contract',
      headers: { host: merchant.hosts[0]! },
    });
    expectFailure(response, 500, 'internal_error');
  });

  it('answers not_found for a method the call does not have', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/wps/test/echo',
      headers: { host: merchant.hosts[0]! },
    });
    expectFailure(response, 404, 'not_found');
  });
});

describe.each(testDatabases())('answered error codes on $name', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const merchant = merchantFactory();
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { host: merchant.hosts[0]!, ...headers } });

  beforeAll(async () => {
    database = await kind.open();
    app = await buildTestApp({
      database,
      merchants: [merchant],
      setup(instance) {
        const failWith = ({ query }: { query: { code: string } }) => {
          throw new AppError(400, query.code as ErrorCode, 'Failed as asked');
        };
        registerCall(instance, listed, failWith, { checkAnswers: true });
        registerMemberCall(instance, listedMember, failWith, { checkAnswers: true });
        registerCall(instance, listedUnchecked, failWith, { checkAnswers: false });
        registerCall(instance, hooked, () => ({}), { checkAnswers: true });
        instance.addHook('onRequest', async (request) => {
          const code = request.headers['x-fail-with'];
          if (request.url === hooked.path && typeof code === 'string') {
            throw new AppError(400, code as ErrorCode, 'Failed as asked');
          }
        });
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("answers a code of the call's own errors list", async () => {
    expectFailure(await get('/wps/test/listed?code=game.not.found'), 400, 'game.not.found');
  });

  it('answers a code of the common list', async () => {
    for (const code of ['service_unavailable', 'invalid_request', 'unknown_merchant']) {
      expectFailure(await get(`/wps/test/listed?code=${code}`), 400, code);
    }
  });

  it('turns a code neither list holds into internal_error in tests', async () => {
    for (const code of ['login.cred.err', 'customer.not.login', 'handoff.invalid']) {
      expectFailure(await get(`/wps/test/listed?code=${code}`), 500, 'internal_error');
    }
  });

  it('lets a member call answer customer.not.login without listing it', async () => {
    const response = await get('/wps/test/listed-member?code=game.not.found');
    expectFailure(response, 401, 'customer.not.login');
  });

  it('checks the codes thrown by hooks before the handler too', async () => {
    expectFailure(
      await get(hooked.path, { 'x-fail-with': 'game.not.found' }),
      400,
      'game.not.found',
    );
    expectFailure(
      await get(hooked.path, { 'x-fail-with': 'mobile.exists' }),
      500,
      'internal_error',
    );
    expect((await get(hooked.path)).statusCode).toBe(200);
  });

  it('leaves the answer alone without checkAnswers (production)', async () => {
    const response = await get('/wps/test/listed-unchecked?code=login.cred.err');
    expectFailure(response, 400, 'login.cred.err');
  });
});

describe('what counts as the database or Redis being unreachable', () => {
  it('takes the errors of a server restarting or gone, and nothing else', () => {
    const gone = [
      { code: '57P01', message: 'terminating connection due to administrator command' },
      { code: '57P03', message: 'the database system is starting up' },
      { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' },
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
    ];
    expect(gone.map(isUnavailableError)).toEqual(gone.map(() => true));
    const bad = [{ code: '23505', message: 'duplicate key value' }, new Error('syntax error')];
    expect(bad.map(isUnavailableError)).toEqual([false, false]);
  });
});
