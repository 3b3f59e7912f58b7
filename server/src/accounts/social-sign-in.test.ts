import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { generate } from 'otplib';
import { calls, type BindCustomerRequired } from '@lobby/contract';
import {
  authed,
  expectFailure,
  expectValue,
  login,
  merchantFactory,
  PASSWORD,
  register,
  send,
  signUp,
  testDatabases,
  uniqueUsername,
  useTestApp,
} from '../../test/index.js';
import { listenLocally, type LocalServer } from '../../test/local-server.js';
import { telegramHash } from './local-identity-provider.js';

const PROJECT = 'lobby-test-project';
const BOT_TOKEN = '123456:test-bot-token';
const LINE_SECRET = 'line-channel-secret-for-tests';
process.env.TEST_TELEGRAM_BOT = BOT_TOKEN;
process.env.TEST_LINE_SECRET = LINE_SECRET;
process.env.TEST_MAYA_SECRET = 'maya-secret';

/** A fake Firebase key set, Line token endpoint and Maya API: one local HTTP server. */
let fake: LocalServer;
let signingKey: CryptoKey;
const lineCodes = new Map<string, string>();
const mayaSessions = new Map<string, string>();
/** Every path the fake was asked for. */
const hits: string[] = [];
let jwks: unknown;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  jwks = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256' }] };
  fake = await listenLocally((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url!, 'http://x');
      hits.push(url.pathname);
      const json = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      if (url.pathname === '/jwks') return json(200, jwks);
      if (url.pathname === '/line/token') {
        const form = new URLSearchParams(body);
        const idToken = lineCodes.get(form.get('code') ?? '');
        if (!idToken || form.get('client_secret') !== LINE_SECRET) return json(400, {});
        return json(200, { access_token: 'a', id_token: idToken });
      }
      if (url.pathname === '/maya/tokens/refresh') {
        if (request.headers.authorization !== 'Bearer maya-secret') return json(401, {});
        const { accountId } = JSON.parse(body) as { accountId: string };
        return json(200, { accountId, expiresAt: '2031-01-01T00:00:00.000Z' });
      }
      if (url.pathname.startsWith('/maya/sessions/')) {
        if (request.headers.authorization !== 'Bearer maya-secret') return json(401, {});
        const account = mayaSessions.get(decodeURIComponent(url.pathname.slice(15)));
        return account ? json(200, { accountId: account }) : json(404, {});
      }
      json(404, {});
    });
  });
});
afterAll(() => fake?.close());

function firebaseToken(subject: string, provider = 'google.com', project = PROJECT) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ firebase: { sign_in_provider: provider } })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(`https://securetoken.google.com/${project}`)
    .setAudience(project)
    .setSubject(subject)
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(signingKey);
}

function telegramAuth(id: number, botToken = BOT_TOKEN, authDate = Math.floor(Date.now() / 1000)) {
  const fields = { id, first_name: 'Tg', auth_date: authDate };
  return JSON.stringify({ ...fields, hash: telegramHash(fields, botToken) });
}

let subjects = 0;
const subject = (prefix: string) => `${prefix}-${process.pid}-${++subjects}`;

describe.each(testDatabases())('sign-in with other accounts on $name', (kind) => {
  const flags = {
    GOOGLELOGIN3: true,
    FACEBOOKLOGIN3: false,
    LINELOGIN3: true,
    TELEGRAMLOGIN3: true,
    FIREBASECREATEACC3: true,
  };
  const merchant = merchantFactory({ flags });
  const other = merchantFactory({ flags });
  const plain = merchantFactory({ flags: {} });
  // A merchant file naming the same fake at a loopback address the deployment did not list.
  const looped = merchantFactory({ flags });
  const t = useTestApp(kind, () => {
    const signIn = {
      autoRegister: false,
      firebase: {
        provider: 'firebase' as const,
        projectId: PROJECT,
        apiKey: '',
        authDomain: '',
        jwksUrl: `${fake.url}/jwks`,
      },
      line: {
        provider: 'line' as const,
        channelId: '1234567',
        secretEnv: 'TEST_LINE_SECRET',
        tokenUrl: `${fake.url}/line/token`,
      },
      telegram: {
        provider: 'telegram' as const,
        botId: '123456',
        authDomain: 'example.test',
        botTokenEnv: 'TEST_TELEGRAM_BOT',
      },
      maya: { provider: 'maya' as const, url: `${fake.url}/maya`, secretEnv: 'TEST_MAYA_SECRET' },
    };
    Object.assign(merchant, { signIn });
    Object.assign(other, { signIn });
    Object.assign(plain, { signIn });
    const loopback = `https://0x7f.1:${new URL(fake.url).port}`;
    Object.assign(looped, {
      signIn: {
        ...signIn,
        line: { ...signIn.line, tokenUrl: `${loopback}/line/token` },
        maya: { ...signIn.maya, url: `https://[::1]:${new URL(fake.url).port}/maya` },
      },
    });
    return {
      merchants: [merchant, other, plain, looped],
      // The fake identity servers are the deployment's own; nothing else on loopback is.
      config: { outbound: { localOrigins: [fake.url], pushServiceUrl: undefined } },
    };
  });

  const firebaseLogin = async (target = merchant, token?: string, sub = subject('fb')) =>
    login(t.app, target, {
      type: 'firebase',
      username: '',
      password: '',
      firebaseIdToken: token ?? (await firebaseToken(sub)),
    });

  const bindValue = (response: Awaited<ReturnType<typeof firebaseLogin>>) => {
    const body = response.json() as { errorCode: string; value: BindCustomerRequired };
    expect(body.errorCode, response.body).toBe('bind_customer_required');
    return body.value;
  };

  it('answers bind_customer_required with a ticket for an identity linked to nobody', async () => {
    const value = bindValue(await firebaseLogin());
    expect(value).toEqual({
      bindTicket: expect.any(String),
      provider: 'firebase',
      offerRegister: true,
      automatic: false,
    });
  });

  it('links only after the account is proven, then signs the member in by the identity', async () => {
    const member = await signUp(t.app, merchant);
    const sub = subject('fb');
    const token = await firebaseToken(sub);
    const { bindTicket } = bindValue(await firebaseLogin(merchant, token));
    // A wrong password links nothing, and the ticket stays for the right one.
    const wrong = await login(t.app, merchant, {
      username: member.username,
      password: 'Wrong-pass-99',
      bindTicket,
    });
    expectFailure(wrong, 200, 'login.cred.err');
    bindValue(await firebaseLogin(merchant, token));
    expectValue(
      await login(t.app, merchant, { username: member.username, password: PASSWORD, bindTicket }),
      calls.sessionLogin,
    );
    const signedIn = expectValue(await firebaseLogin(merchant, token), calls.sessionLogin);
    expect(signedIn.id).toBe(member.id);
    // A ticket links once.
    const again = await login(t.app, merchant, {
      username: member.username,
      password: PASSWORD,
      bindTicket,
    });
    expectFailure(again, 200, 'identity.invalid');
  });

  it('keys identities on provider and subject: another subject of the same account is not linked', async () => {
    const member = await signUp(t.app, merchant);
    const sub = subject('fb');
    const { bindTicket } = bindValue(await firebaseLogin(merchant, undefined, sub));
    await login(t.app, merchant, { username: member.username, password: PASSWORD, bindTicket });
    bindValue(await firebaseLogin(merchant, undefined, `${sub}-x`));
    // The same subject through Telegram is another identity.
    const tg = await send(t.app, merchant, calls.sessionLoginTelegram, {
      telegramAuth: telegramAuth(subjects + 10_000),
    });
    bindValue(tg);
  });

  it('refuses forged, foreign-project and expired Firebase tokens', async () => {
    const forgedPair = await generateKeyPair('RS256');
    const now = Math.floor(Date.now() / 1000);
    const forged = await new SignJWT({ firebase: { sign_in_provider: 'google.com' } })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(`https://securetoken.google.com/${PROJECT}`)
      .setAudience(PROJECT)
      .setSubject('forged')
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(forgedPair.privateKey);
    expectFailure(await firebaseLogin(merchant, forged), 200, 'identity.invalid');
    const foreign = await firebaseToken('x', 'google.com', 'another-project');
    expectFailure(await firebaseLogin(merchant, foreign), 200, 'identity.invalid');
    const expired = await new SignJWT({ firebase: { sign_in_provider: 'google.com' } })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(`https://securetoken.google.com/${PROJECT}`)
      .setAudience(PROJECT)
      .setSubject('old')
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(signingKey);
    expectFailure(await firebaseLogin(merchant, expired), 200, 'identity.invalid');
  });

  it('refuses a Firebase token that lives longer than an hour, however well signed', async () => {
    const now = Math.floor(Date.now() / 1000);
    const living = (issuedAt: number, expiresAt: number) =>
      new SignJWT({ firebase: { sign_in_provider: 'google.com' } })
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setIssuer(`https://securetoken.google.com/${PROJECT}`)
        .setAudience(PROJECT)
        .setSubject(subject('fb'))
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(signingKey);
    const years = await living(now, now + 10 * 365 * 86_400);
    expectFailure(await firebaseLogin(merchant, years), 200, 'identity.invalid');
    const justOver = await living(now - 60, now + 3541);
    expectFailure(await firebaseLogin(merchant, justOver), 200, 'identity.invalid');
    // An hour exactly is Firebase's own: it reaches the identity (linked to nobody here).
    bindValue(await firebaseLogin(merchant, await living(now - 60, now + 3540)));
  });

  it("leads every other account's sign-in to the member's own second factor", async () => {
    const member = await signUp(t.app, merchant);
    const google = await firebaseToken(subject('fb'));
    const telegram = telegramAuth(subjects + 20_000);
    const maya = subject('maya-session');
    mayaSessions.set(maya, subject('maya'));
    const lineIdToken = await new SignJWT({ name: 'Line User', picture: '' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('https://access.line.me')
      .setAudience('1234567')
      .setSubject(subject('U'))
      .setIssuedAt(Math.floor(Date.now() / 1000))
      .setExpirationTime(Math.floor(Date.now() / 1000) + 600)
      .sign(new TextEncoder().encode(LINE_SECRET));
    const lineCode = subject('line-code');
    lineCodes.set(lineCode, lineIdToken);
    // A Line session token signs in once: each sign-in exchanges the code afresh.
    const lineSignIn = async () => {
      const { lineSessionToken } = expectValue(
        await send(t.app, merchant, calls.verifyLineCode, { code: lineCode, redirectUri: 'r' }),
        calls.verifyLineCode,
      );
      return send(t.app, merchant, calls.sessionLoginLine, { lineSessionToken });
    };
    const ways = {
      google: () => firebaseLogin(merchant, google),
      telegram: () => send(t.app, merchant, calls.sessionLoginTelegram, { telegramAuth: telegram }),
      line: lineSignIn,
      maya: () => send(t.app, merchant, calls.sessionLoginMaya, { sessionId: maya }),
    };
    // Each identity is linked while the password alone still signs in, and then signs in.
    for (const way of Object.values(ways)) {
      const { bindTicket } = bindValue(await way());
      const passwordOnly = { username: member.username, password: PASSWORD, bindTicket };
      expectValue(await login(t.app, merchant, passwordOnly), calls.sessionLogin);
      expect(expectValue(await way(), calls.sessionLogin).id).toBe(member.id);
    }

    const api = authed(t.app, merchant, member.token);
    const { secret } = expectValue(
      await api.post(calls.twoFactorSetup, { password: PASSWORD }),
      calls.twoFactorSetup,
    );
    const code = () => generate({ secret, epoch: Math.floor(Date.now() / 1000) });
    expectValue(
      await api.post(calls.twoFactorConfirm, { code: await code() }),
      calls.twoFactorConfirm,
    );
    const liveSessions = async () =>
      (
        await t.database.db
          .selectFrom('sessions')
          .select('id')
          .where('merchant_code', '=', merchant.code)
          .where('member_id', '=', Number(member.id))
          .where('ended_at', 'is', null)
          .execute()
      ).length;
    const before = await liveSessions();
    for (const [name, way] of Object.entries(ways)) {
      const answer = await way();
      expectFailure(answer, 200, 'login_verify_required');
      expect((answer.json() as { value: unknown }).value, name).toEqual({ verifyMethods: ['ga'] });
    }
    expect(await liveSessions()).toBe(before);
    // The step goes on as after a texted code: the password again and the authenticator's code.
    // (The confirm above spent this period's code; the step takes the next one.)
    const verified = await send(t.app, merchant, calls.sessionLoginVerification, {
      username: member.username,
      password: PASSWORD,
      verifyCode: await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }),
    });
    expect(expectValue(verified, calls.sessionLoginVerification).id).toBe(member.id);
  });

  it('refuses a channel whose flag is off, and every way on a merchant with the flags off', async () => {
    const facebook = await firebaseToken(subject('fb'), 'facebook.com');
    expectFailure(await firebaseLogin(merchant, facebook), 400, 'not_supported');
    expectFailure(await firebaseLogin(plain), 400, 'not_supported');
    const tg = await send(t.app, plain, calls.sessionLoginTelegram, {
      telegramAuth: telegramAuth(5),
    });
    expectFailure(tg, 400, 'not_supported');
    const line = await send(t.app, plain, calls.verifyLineCode, { code: 'c', redirectUri: 'r' });
    expectFailure(line, 400, 'not_supported');
  });

  it('checks Telegram results by their HMAC with the bot token and their age', async () => {
    const forged = await send(t.app, merchant, calls.sessionLoginTelegram, {
      telegramAuth: telegramAuth(42, '123456:another-bot'),
    });
    expectFailure(forged, 200, 'telegram_validate_failed');
    const old = await send(t.app, merchant, calls.sessionLoginTelegram, {
      telegramAuth: telegramAuth(42, BOT_TOKEN, Math.floor(Date.now() / 1000) - 2 * 86_400),
    });
    expectFailure(old, 200, 'telegram_validate_failed');
    const garbage = await send(t.app, merchant, calls.sessionLoginTelegram, {
      telegramAuth: '{"id":"x"',
    });
    expectFailure(garbage, 200, 'telegram_validate_failed');
    const setting = expectValue(
      await send(t.app, merchant, calls.telegramLoginSetting, undefined),
      calls.telegramLoginSetting,
    );
    expect(setting).toEqual({ botId: '123456', authDomain: 'example.test' });
  });

  it('exchanges a Line code at the token endpoint, then registers with the Line session token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const idToken = await new SignJWT({ name: 'Line User', picture: '' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('https://access.line.me')
      .setAudience('1234567')
      .setSubject(subject('U'))
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode(LINE_SECRET));
    lineCodes.set('good-code', idToken);
    const bad = await send(t.app, merchant, calls.verifyLineCode, {
      code: 'unknown',
      redirectUri: 'https://x/m/login',
    });
    expectFailure(bad, 200, 'line_invalid_token');
    const verified = expectValue(
      await send(t.app, merchant, calls.verifyLineCode, {
        code: 'good-code',
        redirectUri: 'https://x/m/login',
      }),
      calls.verifyLineCode,
    );
    expect(verified.name).toBe('Line User');
    const first = await send(t.app, merchant, calls.sessionLoginLine, {
      lineSessionToken: verified.lineSessionToken,
    });
    bindValue(first);
    const registered = await register(t.app, merchant, {
      username: uniqueUsername('line'),
      password: PASSWORD,
      lineSessionToken: verified.lineSessionToken,
    });
    const member = expectValue(registered, calls.memberRegister);
    // The token is used up by the registration; a fresh exchange signs the new member in.
    const stale = await send(t.app, merchant, calls.sessionLoginLine, {
      lineSessionToken: verified.lineSessionToken,
    });
    expectFailure(stale, 200, 'line_invalid_token');
    const again = expectValue(
      await send(t.app, merchant, calls.verifyLineCode, { code: 'good-code', redirectUri: 'r' }),
      calls.verifyLineCode,
    );
    const signedIn = expectValue(
      await send(t.app, merchant, calls.sessionLoginLine, {
        lineSessionToken: again.lineSessionToken,
      }),
      calls.sessionLoginLine,
    );
    expect(signedIn.id).toBe(member.id);
  });

  it('resolves Maya sessions and refreshes Maya tokens through the adapter', async () => {
    mayaSessions.set('maya-session-1', subject('maya'));
    const unknown = await send(t.app, merchant, calls.sessionLoginMaya, { sessionId: 'nope' });
    expectFailure(unknown, 200, 'identity.invalid');
    const known = await send(t.app, merchant, calls.sessionLoginMaya, {
      sessionId: 'maya-session-1',
    });
    const { bindTicket, offerRegister } = bindValue(known);
    expect(offerRegister).toBe(false);
    const member = await signUp(t.app, merchant);
    const refresh = (token: string) =>
      send(t.app, merchant, calls.refreshMayaTokens, { env: 'sandbox' }, { token });
    expect(expectValue(await refresh(member.token), calls.refreshMayaTokens)).toEqual({
      linked: false,
      expiresAt: null,
    });
    const linked = expectValue(
      await login(t.app, merchant, { username: member.username, password: PASSWORD, bindTicket }),
      calls.sessionLogin,
    );
    const signedIn = expectValue(
      await send(t.app, merchant, calls.sessionLoginMaya, { sessionId: 'maya-session-1' }),
      calls.sessionLoginMaya,
    );
    expect(signedIn.id).toBe(member.id);
    expect(expectValue(await refresh(linked.token), calls.refreshMayaTokens)).toEqual({
      linked: true,
      expiresAt: '2031-01-01T00:00:00.000Z',
    });
  });

  it('never sends a Maya session id of dots as a path, nor calls a loopback Maya or Line', async () => {
    mayaSessions.set('..', subject('maya'));
    hits.length = 0;
    for (const sessionId of ['..', '.', 'a/b', '%2e%2e']) {
      expectFailure(
        await send(t.app, merchant, calls.sessionLoginMaya, { sessionId }),
        400,
        'invalid_request',
      );
    }
    expectFailure(
      await send(t.app, looped, calls.sessionLoginMaya, { sessionId: 'maya-session-1' }),
      200,
      'identity.invalid',
    );
    expectFailure(
      await send(t.app, looped, calls.verifyLineCode, {
        code: 'some-code',
        redirectUri: `https://${looped.hosts[0]}/m/login`,
      }),
      200,
      'line_invalid_token',
    );
    expect(hits).toEqual([]);
  });

  it("never signs in on another merchant with one merchant's link", async () => {
    const member = await signUp(t.app, merchant);
    const token = await firebaseToken(subject('fb'));
    const { bindTicket } = bindValue(await firebaseLogin(merchant, token));
    await login(t.app, merchant, { username: member.username, password: PASSWORD, bindTicket });
    expectValue(await firebaseLogin(merchant, token), calls.sessionLogin);
    bindValue(await firebaseLogin(other, token));
    // Nor does a ticket of one merchant link on another.
    const otherMember = await signUp(t.app, other);
    const { bindTicket: ticket2 } = bindValue(await firebaseLogin(merchant));
    const crossed = await login(t.app, other, {
      username: otherMember.username,
      password: PASSWORD,
      bindTicket: ticket2,
    });
    expectFailure(crossed, 200, 'identity.invalid');
  });

  it('links an identity once when two accounts race for it', async () => {
    const a = await signUp(t.app, merchant);
    const b = await signUp(t.app, merchant);
    const token = await firebaseToken(subject('fb'));
    const ticketA = bindValue(await firebaseLogin(merchant, token)).bindTicket;
    const ticketB = bindValue(await firebaseLogin(merchant, token)).bindTicket;
    const answers = await Promise.all([
      login(t.app, merchant, { username: a.username, password: PASSWORD, bindTicket: ticketA }),
      login(t.app, merchant, { username: b.username, password: PASSWORD, bindTicket: ticketB }),
    ]);
    const codes = answers.map((answer) => (answer.json() as { success: boolean }).success);
    expect(codes.filter(Boolean)).toHaveLength(1);
    const signedIn = expectValue(await firebaseLogin(merchant, token), calls.sessionLogin);
    expect([a.id, b.id]).toContain(signedIn.id);
  });
});
