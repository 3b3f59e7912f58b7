import { beforeAll, describe, expect, it } from 'vitest';
import { calls, OPERATOR_COOKIE } from '@lobby/contract';
import { operatorVariable, readOperators } from '../core/config/config-operators.js';
import { hashPassword } from '../accounts/passwords.js';
import {
  cookieOf,
  OPERATOR,
  expectFailure,
  expectValue,
  freshAddress,
  merchantFactory,
  send,
  signUp,
  testDatabases,
  useTestApp,
} from '../../test/index.js';

describe('operator accounts from the environment', () => {
  it('reads OPERATOR_<CODE>=<name>:<argon2id hash> and names bad ones without their value', async () => {
    const hash = await hashPassword(OPERATOR.password);
    const { operators, problems } = readOperators({
      OPERATOR_DEMO: `ops-anna:${hash}`,
      OPERATOR_BAD: 'ops:plain-password',
    });
    expect(operators).toEqual({
      OPERATOR_DEMO: { username: 'ops-anna', passwordHash: hash },
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('OPERATOR_BAD=(hidden)');
    expect(problems[0]).not.toContain('plain-password');
    expect(operatorVariable('neon-2')).toBe('OPERATOR_NEON_2');
  });
});

describe.each(testDatabases())('operator sign-in on $name', (kind) => {
  const merchant = merchantFactory();
  const other = merchantFactory();
  const flooded = merchantFactory();
  let passwordHash = '';
  beforeAll(async () => {
    passwordHash = await hashPassword(OPERATOR.password);
  });
  const t = useTestApp(kind, () => ({
    merchants: [merchant, other, flooded],
    config: {
      operators: {
        [operatorVariable(merchant.code)]: { username: OPERATOR.username, passwordHash },
        [operatorVariable(other.code)]: { username: OPERATOR.username, passwordHash },
        [operatorVariable(flooded.code)]: { username: OPERATOR.username, passwordHash },
      },
    },
  }));

  const signIn = (body = OPERATOR, ip = freshAddress(), on = merchant) =>
    send(t.app, on, calls.operatorLogin, body, { ip });
  const whoAmI = (cookie?: string, on = merchant, token?: string) =>
    send(t.app, on, calls.operatorSession, undefined, {
      token,
      headers: cookie ? { cookie } : {},
    });

  it('signs the operator in with its own strict, HTTP-only cookie on /ops', async () => {
    const response = await signIn();
    expect(expectValue(response, calls.operatorLogin)).toEqual({
      username: OPERATOR.username,
      merchantCode: merchant.code,
      role: 'admin',
    });
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Strict/);
    expect(header).toMatch(/Path=\/ops/);
    const cookie = cookieOf(response);
    expect(expectValue(await whoAmI(cookie), calls.operatorSession).username).toBe(
      OPERATOR.username,
    );
  });

  it('answers operator.cred.err alike for a wrong password and an unknown name', async () => {
    expectFailure(
      await signIn({ ...OPERATOR, password: 'wrong-password-1' }),
      401,
      'operator.cred.err',
    );
    expectFailure(await signIn({ ...OPERATOR, username: 'someone' }), 401, 'operator.cred.err');
  });

  it('refuses the operator pages to no cookie, a player token, and another merchant', async () => {
    expectFailure(await whoAmI(), 401, 'operator.not.login');
    const player = await signUp(t.app, merchant);
    expectFailure(await whoAmI(undefined, merchant, player.token), 401, 'operator.not.login');
    expectFailure(await whoAmI(`${OPERATOR_COOKIE}=${player.token}`), 401, 'operator.not.login');
    const cookie = cookieOf(await signIn());
    expectFailure(await whoAmI(cookie, other), 401, 'operator.not.login');
    expectValue(await whoAmI(cookie), calls.operatorSession);
  });

  it('ends the session on sign-out', async () => {
    const cookie = cookieOf(await signIn());
    const out = await send(t.app, merchant, calls.operatorLogout, undefined, {
      headers: { cookie },
    });
    expectValue(out, calls.operatorLogout);
    expectFailure(await whoAmI(cookie), 401, 'operator.not.login');
  });

  it('limits sign-in tries per address, before any password is judged', async () => {
    const ip = freshAddress();
    const wrong = { ...OPERATOR, password: 'not-the-password' };
    const answers = await Promise.all(Array.from({ length: 12 }, () => signIn(wrong, ip)));
    const codes = answers.map((answer) => (answer.json() as { errorCode: string }).errorCode);
    expect(codes.filter((code) => code === 'operator.cred.err')).toHaveLength(10);
    expect(codes.filter((code) => code === 'TOO_MANY_REQUEST_OPERATOR')).toHaveLength(2);
    expectFailure(await signIn(OPERATOR, ip), 429, 'TOO_MANY_REQUEST_OPERATOR');
  });

  it('lets the operator in from a clean address after a flood of wrong tries from others', async () => {
    const wrong = { ...OPERATOR, password: 'not-the-password' };
    const flooders = Array.from({ length: 10 }, () => freshAddress());
    const flood = await Promise.all(
      flooders.flatMap((ip) => Array.from({ length: 10 }, () => signIn(wrong, ip, flooded))),
    );
    const codes = flood.map((answer) => (answer.json() as { errorCode: string }).errorCode);
    // The name's 20 tries are judged, and past them at most each address's first.
    const judged = codes.filter((code) => code === 'operator.cred.err').length;
    expect(judged).toBeGreaterThanOrEqual(20);
    expect(judged).toBeLessThanOrEqual(20 + flooders.length);
    expect(codes.filter((code) => code === 'TOO_MANY_REQUEST_OPERATOR')).toHaveLength(100 - judged);
    expectValue(await signIn(OPERATOR, freshAddress(), flooded), calls.operatorLogin);
    expectFailure(await signIn(OPERATOR, flooders[0], flooded), 429, 'TOO_MANY_REQUEST_OPERATOR');
    // A new address gets one guess while the name is past its limit, not a second.
    const guesser = freshAddress();
    expectFailure(await signIn(wrong, guesser, flooded), 401, 'operator.cred.err');
    expectFailure(await signIn(OPERATOR, guesser, flooded), 429, 'TOO_MANY_REQUEST_OPERATOR');
  });

  it('serves the chat page to a signed-in operator only, and sends others to sign in at /ops/', async () => {
    const page = (url: string, cookie?: string) =>
      t.app.inject({
        url,
        headers: { host: merchant.hosts[0]!, ...(cookie ? { cookie } : {}) },
      });
    const away = await page('/ops/chat');
    expect(away.statusCode).toBe(302);
    expect(away.headers.location).toBe('/ops/');
    expect((await page('/ops/')).body).toContain('Lobby console');
    const cookie = cookieOf(await signIn());
    const chat = await page('/ops/chat', cookie);
    expect(chat.statusCode).toBe(200);
    expect(chat.body).toContain('/ops/assets/ops-chat.js');
    expect(chat.headers['content-security-policy']).toContain("script-src 'self'");
    expect((await page('/ops/assets/ops-chat.js')).headers['content-type']).toContain('javascript');
  });
});
