import { calls, sealAesGcm, type CallDef, type RsaKeyValue } from '@lobby/contract';
import { hashPassword, verifyPassword } from '../../server/src/services/passwords.js';

/** A member the bench registers on its own server. */
export interface BenchMember {
  username: string;
  password: string;
  token: string;
}

export interface RateFigures {
  perSecond: number;
  operations: number;
  seconds: number;
}

export interface SignInOptions {
  /** Operations in flight at once, for sign-ins and raw verifies alike. */
  concurrency: number;
  sliceSeconds: number;
  rounds: number;
}

let address = 0;

/**
 * A client address in a /24 of its own, so the per-address and per-network sign-in limits never
 * stop the load.
 */
function nextAddress(): string {
  address += 1;
  return `10.${(address >> 8) & 255}.${address & 255}.7`;
}

/** Posts one enveloped call as web does: the body sealed with the merchant's current key. */
async function sealedPost(origin: string, call: CallDef, body: unknown): Promise<unknown> {
  const keyAnswer = await fetch(`${origin}${calls.sessionRsaKey.path}?_=${Date.now()}`);
  const key = ((await keyAnswer.json()) as { value: RsaKeyValue }).value;
  if (typeof key === 'string') throw new Error('the bench signs in on an aes-gcm merchant only');
  const sealed = await sealAesGcm(JSON.stringify(body), key, call, key.serverTime);
  const answer = await fetch(`${origin}${call.path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      encryption: sealed.headers.encryption,
      'x-digest': sealed.headers.digest,
      'x-rsa': sealed.headers.rsa,
      'x-forwarded-for': nextAddress(),
    },
    body: JSON.stringify({ value: sealed.value }),
  });
  const parsed = (await answer.json()) as { success: boolean; value?: unknown };
  if (!parsed.success) throw new Error(`${call.path} failed: ${JSON.stringify(parsed)}`);
  return parsed.value;
}

/** Registers a member on the default merchant of the server at `origin`. */
export async function registerMember(origin: string): Promise<BenchMember> {
  const member = { username: `bench_${Date.now() % 1e9}`, password: 'Bench-Lobby-2026!' };
  const value = (await sealedPost(origin, calls.memberRegister, member)) as { token: string };
  return { ...member, token: value.token };
}

/**
 * Runs `operation` with `concurrency` in flight, starting new ones for `seconds`; the rate counts
 * every operation up to the last one's end, so none in flight at the deadline is lost.
 */
async function rate(
  operation: () => Promise<unknown>,
  concurrency: number,
  seconds: number,
  tally: RateFigures,
): Promise<void> {
  const start = performance.now();
  const deadline = start + seconds * 1000;
  let done = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      await operation();
      done += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  tally.operations += done;
  tally.seconds += (performance.now() - start) / 1000;
  tally.perSecond = tally.operations / tally.seconds;
}

/**
 * Sign-ins per second through POST /wps/session/login (envelope, limits, argon2id, a new session
 * row) against raw argon2id verifies of the same password with the server's own parameters, in
 * the same process. They take turns in slices, the order flipping every round, after a warm-up.
 */
export async function measureSignIns(
  origin: string,
  member: BenchMember,
  options: SignInOptions,
): Promise<{ signIn: RateFigures; rawVerify: RateFigures }> {
  const passwordHash = await hashPassword(member.password);
  const credentials = { username: member.username, password: member.password };
  const kinds = {
    signIn: () => sealedPost(origin, calls.sessionLogin, credentials),
    rawVerify: async () => {
      if (!(await verifyPassword(passwordHash, member.password))) throw new Error('no match');
    },
  };
  const blank = (): RateFigures => ({ perSecond: 0, operations: 0, seconds: 0 });
  for (const operation of Object.values(kinds))
    await rate(operation, options.concurrency, 1, blank());
  const tallies = { signIn: blank(), rawVerify: blank() };
  const order = ['signIn', 'rawVerify'] as const;
  for (let round = 0; round < options.rounds; round++) {
    for (const kind of round % 2 ? [...order].reverse() : order) {
      await rate(kinds[kind], options.concurrency, options.sliceSeconds, tallies[kind]);
    }
  }
  return tallies;
}
