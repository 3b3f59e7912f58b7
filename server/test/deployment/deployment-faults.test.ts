import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { calls, CHAT_STREAM_PATH, ERROR_CODES } from '@lobby/contract';
import { PASSWORD } from '../accounts-client.js';
import { startFakePaymentProvider, type FakePaymentProvider } from '../fake-payment-provider.js';
import { redisServerInstalled, startPrivateRedis, type PrivateRedis } from '../redis.js';
import { openSse } from '../sse-client.js';
import { DeployClient, valueOf, type CallAnswer } from './deploy-client.js';
import { nextAddress, printLogsOnFailure } from './deployment.js';
import { writeFaultMerchants } from './fault-merchant.js';
import {
  ledgerBreaches,
  ledgerCounts,
  withdrawnSince,
  writtenReferences,
} from './ledger-checks.js';
import { crashLoad } from './crash-load.js';
import { buildLobby, startLobby, type LobbyProcess } from './lobby-process.js';
import { fundedMember, PROVIDER, Tally, vendorMove, type FundedMember } from './money-client.js';
import { freePortsFrom } from './ports.js';
import {
  postgresServerInstalled,
  startPrivatePostgres,
  type PrivatePostgres,
} from './private-postgres.js';

const FUNDS = 1_000_000;
const BET = 100;
const UNAVAILABLE = `503 ${ERROR_CODES.serviceUnavailable}`;
/** No request of these suites may take longer: a hang is a failure. */
const REQUEST_TIMEOUT_MS = 10_000;

const missing = !postgresServerInstalled()
  ? 'PostgreSQL server programs (initdb, pg_ctl) are not installed'
  : !redisServerInstalled()
    ? 'redis-server is not installed'
    : undefined;
if (missing) console.log(`Skipping the fault suite: ${missing}.`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `operation` on `workers` loops until stop() and waits for the last ones. */
function loadOf(workers: number, operation: (worker: number, turn: number) => Promise<void>) {
  let running = true;
  const loops = Array.from({ length: workers }, async (_, worker) => {
    for (let turn = 0; running; turn += 1) await operation(worker, turn);
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

describe.skipIf(missing)('faults against private PostgreSQL and Redis', () => {
  let postgres: PrivatePostgres;
  let redis: PrivateRedis;
  let redisPort: number;
  let lobbyPort: number;
  let provider: FakePaymentProvider;
  let merchants: ReturnType<typeof writeFaultMerchants>;
  let pool: pg.Pool;
  let lobby: LobbyProcess;
  let build: Awaited<ReturnType<typeof buildLobby>>;
  const started: LobbyProcess[] = [];
  const members: FundedMember[] = [];
  printLogsOnFailure(() => started);

  const start = async () => {
    lobby = startLobby({
      name: `lobby-${started.length + 1}`,
      main: build.main,
      port: lobbyPort,
      databaseUrl: postgres.url,
      redisUrl: redis.url,
      env: { MERCHANTS_DIR: merchants.dir, ...merchants.env },
    });
    started.push(lobby);
    const begun = Date.now();
    await lobby.ready();
    console.log(`${lobby.name} ready in ${Date.now() - begun} ms`);
    return new DeployClient(lobby.origin);
  };
  let client: DeployClient;

  const balances = async () => {
    const { rows } = await pool.query<{ member_id: number; balance: string }>(
      'SELECT member_id, balance FROM wallets',
    );
    return new Map(rows.map((row) => [String(row.member_id), Number(row.balance)]));
  };
  /** One bet of the suite's size, its answer counted. */
  const placeBet = async (tally: Tally, member: FundedMember, transactionId: string) =>
    tally.add(
      await vendorMove(
        client,
        calls.vendorWalletDebit,
        member,
        transactionId,
        BET,
        REQUEST_TIMEOUT_MS,
      ),
    );
  const expectNothingHalfWritten = async () => {
    const breaches = await ledgerBreaches(pool);
    expect(Object.entries(breaches).filter(([, rows]) => rows.length > 0)).toEqual([]);
  };

  beforeAll(async () => {
    const [postgresPort, ...ports] = await freePortsFrom(5610, 3);
    [redisPort, lobbyPort] = ports as [number, number];
    build = await buildLobby();
    postgres = await startPrivatePostgres(postgresPort!);
    pool = new pg.Pool({ connectionString: postgres.url, max: 2 });
    pool.on('error', () => undefined);
    redis = await startPrivateRedis(redisPort);
    provider = await startFakePaymentProvider(PROVIDER.secret);
    merchants = writeFaultMerchants(provider.url);
    client = await start();
    members.push(
      ...(await Promise.all(Array.from({ length: 6 }, () => fundedMember(client, FUNDS)))),
    );
  }, 120_000);
  afterAll(async () => {
    await Promise.all(started.map((instance) => instance.kill()));
    await pool?.end();
    await provider?.close();
    await redis?.stop();
    await postgres?.stop();
    if (merchants) fs.rmSync(merchants.dir, { recursive: true, force: true });
    build?.remove();
  });

  it('answers bets during a PostgreSQL restart with a 200 or a clean 503, none hangs, and recovers', async () => {
    const before = await balances();
    const tally = new Tally();
    const readiness = new Tally();
    const bets: {
      member: FundedMember;
      transactionId: string;
      answer: CallAnswer;
      begun: number;
      ended: number;
    }[] = [];
    const load = loadOf(6, async (worker, turn) => {
      const member = members[(worker + turn) % members.length]!;
      const transactionId = `restart-${worker}-${turn}`;
      const begun = performance.now();
      const answer = await placeBet(tally, member, transactionId);
      bets.push({ member, transactionId, answer, begun, ended: performance.now() });
    });
    const probe = loadOf(1, async () => {
      readiness.add(
        await client.raw('GET', '/readyz', undefined, { timeoutMs: REQUEST_TIMEOUT_MS }),
      );
      await sleep(50);
    });
    await sleep(700);
    const restartBegun = performance.now();
    await postgres.restart();
    const restartEnded = performance.now();
    await sleep(1_500);
    await Promise.all([load.stop(), probe.stop()]);
    // Bets running while the server stopped and started: they met the restart.
    const during = bets.filter((bet) => bet.begun < restartEnded && bet.ended > restartBegun);
    const slowestMs = Math.max(...bets.map((bet) => bet.ended - bet.begun));
    console.log(
      `PostgreSQL restart (${Math.round(restartEnded - restartBegun)} ms) under load: bets ${tally} (${during.length} during the restart); readiness ${readiness}; slowest answer ${Math.round(slowestMs)} ms`,
    );
    expect(during.length).toBeGreaterThan(0);
    expect(tally.others([UNAVAILABLE])).toEqual([]);
    expect(readiness.others(['503'])).toEqual([]);
    await lobby.ready(10_000);

    // Every refused bet, sent again, lands once: refused ones had moved nothing.
    for (const bet of bets.filter((item) => item.answer.status !== 200)) {
      const again = await vendorMove(
        client,
        calls.vendorWalletDebit,
        bet.member,
        bet.transactionId,
        BET,
      );
      expect(valueOf(again, calls.vendorWalletDebit).duplicate).toBe(false);
    }
    const after = await balances();
    for (const member of members) {
      const placed = bets.filter((bet) => bet.member === member).length;
      expect(after.get(member.id)).toBe(before.get(member.id)! - placed * BET);
    }
    await expectNothingHalfWritten();
  }, 60_000);

  it('fails sign-in closed while Redis is down, says so in readiness, and recovers when it is back', async () => {
    const member = members[0]!;
    await redis.stop();
    const readiness = await client.raw('GET', '/readyz', undefined);
    const signIn = await client.call(
      calls.sessionLogin,
      { username: member.username, password: PASSWORD },
      { ip: nextAddress() },
    );
    const session = await client.call(calls.memberInfo, undefined, { token: member.token });
    const bet = await vendorMove(client, calls.vendorWalletDebit, member, 'redis-down-1', BET);
    console.log(
      `Redis down: readiness ${readiness.status} ${JSON.stringify(readiness.body)}; sign-in ${signIn.status} ${signIn.body?.errorCode}; session ${session.status}; bet ${bet.status} ${bet.body?.errorCode ?? ''}`,
    );
    expect(readiness).toMatchObject({ status: 503, body: { checks: { redis: false } } });
    expect(signIn).toMatchObject({
      status: 503,
      body: { errorCode: ERROR_CODES.serviceUnavailable },
    });
    valueOf(session, calls.memberInfo);
    valueOf(bet, calls.vendorWalletDebit);

    redis = await startPrivateRedis(redisPort);
    const back = Date.now();
    await lobby.ready(15_000);
    console.log(`Redis back: ready again after ${Date.now() - back} ms`);
    valueOf(
      await client.call(
        calls.sessionLogin,
        { username: member.username, password: PASSWORD },
        { ip: nextAddress() },
      ),
      calls.sessionLogin,
    );
  });

  it('leaves nothing half-written when the process is killed between ledger writes and answers', async () => {
    const before = await balances();
    const began = new Date();
    const operations = crashLoad(client, provider, members);
    // Killed mid-way: once some movements are answered, with others in flight.
    for (let waited = 0; operations.answeredSoFar() < 16 && waited < 10_000; waited += 50) {
      await sleep(50);
    }
    await lobby.kill();
    const outcome = await operations.stop();
    console.log(`Killed (SIGKILL) under money load: ${outcome.summary()}`);
    expect(outcome.answered()).toBeGreaterThan(0);

    client = await start();
    await expectNothingHalfWritten();
    // What was answered is there; what was not is sent again and lands once.
    await outcome.expectAnsweredRecorded(pool);
    await outcome.resend(client);
    const withdrawn = await withdrawnSince(pool, began);
    const after = await balances();
    for (const member of members) {
      expect(after.get(member.id)).toBe(
        before.get(member.id)! + outcome.netOf(member) - (withdrawn.get(member.id) ?? 0),
      );
    }
    await expectNothingHalfWritten();
    console.log(`Ledger after the crash and resends: ${JSON.stringify(await ledgerCounts(pool))}`);
  }, 90_000);

  it('answers or cleanly refuses every request in flight at SIGTERM and exits in bounded time', async () => {
    const member = members[1]!;
    valueOf(await client.call(calls.launchChat, {}, { token: member.token }), calls.launchChat);
    // An open chat stream never ends by itself: the shutdown must end it.
    const stream = await openSse(`${client.base}${CHAT_STREAM_PATH}`, {
      authorization: `Bearer ${member.token}`,
    });
    expect(stream.status).toBe(200);
    const inFlight = new Tally();
    const afterwards = new Tally();
    const bets = new Map<string, CallAnswer>();
    const bet = async (tally: Tally, memberIndex: number, transactionId: string) => {
      const member = members[memberIndex % members.length]!;
      const answer = await placeBet(tally, member, transactionId);
      bets.set(`vendor:ACME:bet:${transactionId}`, answer);
    };
    const requests = Array.from({ length: 30 }, async (_, i) => {
      if (i % 3 !== 0) return bet(inFlight, i, `term-${i}`);
      inFlight.add(
        await client.call(
          calls.sessionLogin,
          { username: member.username, password: PASSWORD },
          { ip: nextAddress(), timeoutMs: REQUEST_TIMEOUT_MS },
        ),
      );
    });
    await sleep(30);
    const signalled = performance.now();
    lobby.signal('SIGTERM');
    const late = loadOf(2, async (worker, turn) => {
      await bet(afterwards, worker, `late-${worker}-${turn}`);
      await sleep(20);
    });
    const exit = await Promise.race([lobby.exited, sleep(15_000).then(() => undefined)]);
    const exitMs = performance.now() - signalled;
    await Promise.all(requests);
    await late.stop();
    stream.close();
    console.log(
      `SIGTERM: exit ${JSON.stringify(exit)} after ${Math.round(exitMs)} ms; in flight ${inFlight}; sent after ${afterwards}`,
    );
    expect(exit).toEqual({ code: 0, signal: null });
    const clean = [UNAVAILABLE, 'no answer (ECONNREFUSED)'];
    expect(inFlight.others(clean)).toEqual([]);
    // Sent after the signal: a 503 during the drain, a refused connection after it, or, sent on a
    // connection just as the server closed it, a reset before it was read (it moved nothing: the
    // ledger check below holds every bet to its answer).
    const reset = ['no answer (UND_ERR_SOCKET)', 'no answer (ECONNRESET)'];
    expect(afterwards.others([...clean, ...reset])).toEqual([]);
    // Answered bets moved money; refused ones moved none.
    const written = await writtenReferences(pool, [...bets.keys()]);
    const moved = [...bets].map(([reference, answer]) => [
      answer.status === 200,
      written.has(reference),
    ]);
    expect(moved.filter(([answered, landed]) => answered !== landed)).toEqual([]);
    await expectNothingHalfWritten();
  }, 60_000);
});
