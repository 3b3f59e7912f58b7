import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { LOCAL_IDENTITY_MESSAGE, LOCAL_IDENTITY_POPUP_PATH } from '@lobby/contract';
import type { DatabaseHandle } from '../core/db/database.js';
import { buildTestApp, merchantFactory, testDatabases } from '../../test/index.js';

const flags = { GOOGLELOGIN3: true, LINELOGIN3: true };

describe.each(testDatabases())("the offline fake provider's sign-in window on $name", (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const fake = merchantFactory({ flags });
  const real = merchantFactory({ flags });
  Object.assign(fake, { signIn: { autoRegister: false, firebase: { provider: 'local' } } });
  Object.assign(real, {
    signIn: {
      autoRegister: false,
      firebase: {
        provider: 'firebase',
        projectId: 'real-project',
        apiKey: '',
        authDomain: '',
        googleWebClientId: '',
        jwksUrl: 'http://127.0.0.1:1/jwks',
      },
    },
  });
  const open = (host: string, query: string) =>
    app.inject({ url: `${LOCAL_IDENTITY_POPUP_PATH}?${query}`, headers: { host } });

  beforeAll(async () => {
    database = await kind.open();
    app = await buildTestApp({ database, merchants: [fake, real] });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('draws the window for a way served by the fake, in the language asked, with its state and script', async () => {
    const answer = await open(fake.hosts[0]!, 'way=google&state=state-1234&lang=ur');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toContain('dir="rtl"');
    expect(answer.body).toContain('data-state="state-1234"');
    expect(answer.body).toContain(`data-message="${LOCAL_IDENTITY_MESSAGE}"`);
    expect(answer.body).toContain('Google');
    expect(answer.body).not.toMatch(/<script>/);
    const script = await app.inject({
      url: `${LOCAL_IDENTITY_POPUP_PATH}.js`,
      headers: { host: fake.hosts[0]! },
    });
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain('window.location.origin');
  });

  it('is not found on a real provider, for a way the fake does not serve, or with a bad state', async () => {
    expect((await open(real.hosts[0]!, 'way=google&state=state-1234')).statusCode).toBe(404);
    expect((await open(fake.hosts[0]!, 'way=line&state=state-1234')).statusCode).toBe(404);
    expect((await open(fake.hosts[0]!, 'way=toString&state=state-1234')).statusCode).toBe(404);
    expect((await open(fake.hosts[0]!, 'way=google&state=<b>')).statusCode).toBe(404);
    expect((await open(fake.hosts[0]!, 'way=google')).statusCode).toBe(404);
  });
});
