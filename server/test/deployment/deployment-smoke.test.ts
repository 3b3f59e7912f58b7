import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import {
  calls,
  CHAT_STREAM_PATH,
  ERROR_CODES,
  OPERATOR_COOKIE,
  OPS_CHAT_STREAM_PATH,
  type CallDef,
} from '@lobby/contract';
import { foundMigrations } from '../../src/core/db/found-migrations.js';
import { migrationName } from '../../src/core/db/migrate.js';
import { openSse } from '../sse-client.js';
import { redisServerInstalled, startPrivateRedis, type PrivateRedis } from '../redis.js';
import { CONSENT, PASSWORD, uniqueUsername } from '../accounts-client.js';
import { createDeployDatabase, type DeployDatabase } from './deploy-database.js';
import { valueOf, type CallOptions } from './deploy-client.js';
import { PIN_HEADER } from './balancer.js';
import { freePortsFrom } from './ports.js';
import { buildLobby } from './lobby-process.js';
import { nextAddress, printLogsOnFailure, startDeployment, type Deployment } from './deployment.js';

/** The demo merchant's seeded console operators and their shared authenticator key. */
const DEMO_OPERATOR_PASSWORD = 'Lucky-Ops-2026';
const DEMO_AUTHENTICATOR_KEY = 'LOBBYDEMOCONSOLEPAIREDKEYQQQQQQQ';
const DEMO_PLAYER = { username: 'demo_player', password: 'Lucky-Demo-2026' };
/** The demo merchant's lockout (merchant file default). */
const LOCKOUT_FAILURES = 5;

const migrations = await foundMigrations();
const databaseServer = process.env.TEST_DATABASE_URL;
const missing = !databaseServer
  ? 'TEST_DATABASE_URL is not set'
  : !redisServerInstalled()
    ? 'redis-server is not installed'
    : undefined;
if (missing) console.log(`Skipping the two-instance smoke suite: ${missing}.`);

describe.skipIf(missing)('two instances behind a balancer on PostgreSQL and Redis', () => {
  let database: DeployDatabase;
  let redis: PrivateRedis;
  let deployment: Deployment;
  let build: Awaited<ReturnType<typeof buildLobby>>;
  printLogsOnFailure(() => deployment?.instances ?? []);

  beforeAll(async () => {
    const [redisPort, balancerPort, ...ports] = await freePortsFrom(5601, 4);
    build = await buildLobby();
    database = await createDeployDatabase(databaseServer!);
    // A Redis of its own: the chat's pub/sub channels carry no key prefix to keep runs apart.
    redis = await startPrivateRedis(redisPort);
    const started = Date.now();
    deployment = await startDeployment({
      main: build.main,
      ports,
      balancerPort: balancerPort!,
      databaseUrl: database.url,
      redisUrl: redis.url,
    });
    console.log(`Two instances ready together on an empty database in ${Date.now() - started} ms`);
  }, 90_000);
  afterAll(async () => {
    await deployment?.close();
    await redis?.stop();
    await database?.drop();
    build?.remove();
  });

  const call = (definition: CallDef, body?: unknown, options: CallOptions = {}) =>
    deployment.client.call(definition, body, { ip: nextAddress(), ...options });

  const register = async (pin: number) => {
    const username = uniqueUsername('smoke');
    const answer = await call(
      calls.memberRegister,
      { username, password: PASSWORD, ...CONSENT },
      { pin },
    );
    expect(answer.servedBy).toBe(pin);
    return { username, password: PASSWORD, token: valueOf(answer, calls.memberRegister).token };
  };

  /** Signs a demo operator in (password, then an authenticator code) on one instance. */
  const signInOperator = async (username: string, pin: number) => {
    const ip = nextAddress();
    const first = await call(
      calls.operatorLogin,
      { username, password: DEMO_OPERATOR_PASSWORD },
      { pin, ip },
    );
    valueOf(first, calls.operatorLogin);
    const cookieOf = (answer: typeof first) =>
      (answer.headers!.getSetCookie() ?? [])
        .find((line) => line.startsWith(`${OPERATOR_COOKIE}=`))!
        .split(';')[0]!;
    const code = await generate({ secret: DEMO_AUTHENTICATOR_KEY });
    const second = await call(
      calls.operatorSignInCode,
      { code },
      { pin, ip, headers: { cookie: cookieOf(first) } },
    );
    expect(valueOf(second, calls.operatorSignInCode).stage).toBe('active');
    // The authenticator step hands the session a new token.
    return cookieOf(second);
  };

  it('ran every migration once under the advisory lock while both started on an empty database', async () => {
    const rows = await database.pool.query<{ name: string; n: string }>(
      'SELECT name, count(*) AS n FROM kysely_migration GROUP BY name ORDER BY name',
    );
    expect(rows.rows.map((row) => row.name)).toEqual(migrations.map(migrationName));
    expect(rows.rows.every((row) => row.n === '1')).toBe(true);
    const logs = deployment.instances.map((instance) => instance.output());
    const applied = logs.filter((log) => log.includes('Applied migrations:'));
    const upToDate = logs.filter((log) => log.includes('Database schema is up to date.'));
    console.log(
      `Migrations: ${applied.length} instance applied ${rows.rows.length}, ${upToDate.length} found them done`,
    );
    expect([applied.length, upToDate.length]).toEqual([1, 1]);
    expect(applied[0]).toContain(migrations.map(migrationName).join(', '));
  });

  it('honours a session signed in on one instance on the other, and ends it on both', async () => {
    const member = await register(0);
    const signedIn = await call(calls.sessionLogin, member, { pin: 1 });
    expect(signedIn.servedBy).toBe(1);
    const { token } = valueOf(signedIn, calls.sessionLogin);
    const info = await call(calls.memberInfo, undefined, { pin: 0, token });
    expect(info.servedBy).toBe(0);
    expect(valueOf(info, calls.memberInfo)).toMatchObject({ account: member.username });

    valueOf(await call(calls.sessionLogout, {}, { pin: 1, token }), calls.sessionLogout);
    // Instances keep live sessions for a second at most (docs/operating.md).
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const after = await call(calls.memberInfo, undefined, { pin: 0, token });
    expect(after.body).toMatchObject({ success: false, errorCode: ERROR_CODES.customerNotLogin });
  });

  it('locks an account after the same number of wrong passwords, alternating instances or not', async () => {
    const failuresUntilLocked = async (alternate: boolean) => {
      const member = await register(0);
      const codes: string[] = [];
      for (let attempt = 0; attempt < LOCKOUT_FAILURES + 1; attempt += 1) {
        const pin = alternate ? attempt % 2 : 0;
        const answer = await call(
          calls.sessionLogin,
          { username: member.username, password: 'Wrong-Pa55-word' },
          { pin },
        );
        codes.push(String(answer.body?.errorCode));
      }
      // Locked on both instances, the right password included.
      for (const pin of [0, 1]) {
        const right = await call(calls.sessionLogin, member, { pin });
        codes.push(String(right.body?.errorCode));
      }
      return codes;
    };
    const expected = [
      ...Array<string>(LOCKOUT_FAILURES).fill(ERROR_CODES.loginCredErr),
      ERROR_CODES.accountLocked,
      ERROR_CODES.accountLocked,
      ERROR_CODES.accountLocked,
    ];
    const alternating = await failuresUntilLocked(true);
    const oneInstance = await failuresUntilLocked(false);
    console.log(
      `Lockout: alternating ${alternating.join(' ')}; one instance ${oneInstance.join(' ')}`,
    );
    expect(alternating).toEqual(expected);
    expect(oneInstance).toEqual(expected);
  });

  it('delivers chat sent through one instance to the streams held on the other', async () => {
    const member = await register(0);
    const opened = valueOf(
      await call(calls.launchChat, {}, { pin: 0, token: member.token }),
      calls.launchChat,
    );
    const operatorCookie = await signInOperator('ops_support', 0);
    const player = await openSse(`${deployment.client.base}${CHAT_STREAM_PATH}`, {
      [PIN_HEADER]: '1',
      authorization: `Bearer ${member.token}`,
    });
    const operator = await openSse(`${deployment.client.base}${OPS_CHAT_STREAM_PATH}`, {
      [PIN_HEADER]: '1',
      cookie: operatorCookie,
    });
    try {
      expect([player.status, operator.status]).toEqual([200, 200]);
      const question = valueOf(
        await call(
          calls.sendChatMessage,
          { clientId: 'smoke-question-1', text: 'Is my deposit in?' },
          { pin: 0, token: member.token },
        ),
        calls.sendChatMessage,
      );
      expect(JSON.parse((await player.next()).data)).toEqual(question);
      expect(JSON.parse((await operator.next()).data)).toEqual(question);
      const reply = valueOf(
        await call(
          calls.opsChatReply,
          { conversationId: opened.conversationId, clientId: 'smoke-answer-1', text: 'It is.' },
          { pin: 0, headers: { cookie: operatorCookie } },
        ),
        calls.opsChatReply,
      );
      expect(JSON.parse((await player.next()).data)).toEqual(reply);
    } finally {
      player.close();
      operator.close();
    }
  });

  it('shows the member on one instance the withdrawal an operator decided on the other', async () => {
    const { token } = valueOf(
      await call(calls.sessionLogin, DEMO_PLAYER, { pin: 0 }),
      calls.sessionLogin,
    );
    const before = valueOf(
      await call(calls.walletBalance, undefined, { pin: 1, token }),
      calls.walletBalance,
    );
    const account = valueOf(
      await call(
        calls.addWithdrawAccount,
        {
          type: 'ewallet',
          provider: 'GCash',
          holderName: 'Demo Player',
          accountNumber: '09171234567',
          password: DEMO_PLAYER.password,
        },
        { pin: 1, token },
      ),
      calls.addWithdrawAccount,
    ).account;
    const amount = 10_000;
    const requested = valueOf(
      await call(
        calls.requestWithdrawal,
        { amount, accountId: account.accountId },
        { pin: 0, token },
      ),
      calls.requestWithdrawal,
    );
    expect(requested.balance).toBe(before.balance - amount);

    const cookie = await signInOperator('ops_finance', 1);
    const decided = valueOf(
      await call(
        calls.opsDecideWithdrawal,
        { withdrawalId: requested.withdrawal.withdrawalId, decision: 'approve' },
        { pin: 1, headers: { cookie } },
      ),
      calls.opsDecideWithdrawal,
    );
    expect(decided.withdrawal.status).toBe('approved');

    const seen = valueOf(
      await call(calls.memberWithdrawals, undefined, { pin: 0, token }),
      calls.memberWithdrawals,
    ).withdrawals.find((item) => item.withdrawalId === requested.withdrawal.withdrawalId);
    expect(seen?.status).toBe('approved');
    const after = valueOf(
      await call(calls.walletBalance, undefined, { pin: 0, token }),
      calls.walletBalance,
    );
    expect(after.balance).toBe(before.balance - amount);
  });
});
