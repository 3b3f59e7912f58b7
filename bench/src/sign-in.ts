import {
  calls,
  fromBase64,
  RSA_OAEP_256,
  sealAesGcm,
  type CallDef,
  type RsaKeyValue,
} from '@lobby/contract';
import {
  generateEnvelopeKeyPair,
  importAesGcmPrivateKey,
} from '../../server/src/envelope/envelope-key-material.js';
import { hashPassword, verifyPassword } from '../../server/src/accounts/passwords.js';

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
let registered = 0;

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

/** One sign-in of a member through POST /wps/session/login, sealed as web seals it. */
export function signIn(
  origin: string,
  member: Pick<BenchMember, 'username' | 'password'>,
): Promise<unknown> {
  return sealedPost(origin, calls.sessionLogin, {
    username: member.username,
    password: member.password,
  });
}

/** Registers a member on the default merchant of the server at `origin`. */
export async function registerMember(origin: string): Promise<BenchMember> {
  registered += 1;
  const member = {
    username: `bench_${Date.now() % 1e9}_${registered}`,
    password: 'Bench-Lobby-2026!',
  };
  // Registration asks for an adult's date of birth and the terms accepted (player protection).
  const consent = { birthDate: '1990-05-17', acceptTerms: true };
  const value = (await sealedPost(origin, calls.memberRegister, { ...member, ...consent })) as {
    token: string;
  };
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

/** An RSA-OAEP-256 unwrap with a key of the envelope's size: what opening each sign-in costs. */
async function rsaUnwrapper(): Promise<() => Promise<unknown>> {
  const { subtle } = globalThis.crypto;
  const pair = await generateEnvelopeKeyPair('aes-gcm');
  const privateKey = await importAesGcmPrivateKey(pair.privateKeyPem);
  const publicKey = await subtle.importKey(
    'spki',
    fromBase64(pair.publicKey),
    RSA_OAEP_256,
    false,
    ['encrypt'],
  );
  const wrapped = await subtle.encrypt(RSA_OAEP_256, publicKey, new Uint8Array(32));
  return () => subtle.decrypt(RSA_OAEP_256, privateKey, wrapped);
}

export type SignInKind = 'signIn' | 'rawVerify' | 'rsaUnwrap';

/**
 * Sign-ins per second through POST /wps/session/login (envelope, limits, argon2id, a new session
 * row), each worker as its own member (one account's tries are reserved, as a burst on one
 * account would be), against raw argon2id verifies with the server's own parameters and raw
 * RSA-OAEP-256 unwraps of the envelope's key size, in the same process. They take turns in
 * slices, the order flipping every round, after a warm-up.
 */
export async function measureSignIns(
  origin: string,
  members: readonly BenchMember[],
  options: SignInOptions,
): Promise<Record<SignInKind, RateFigures>> {
  const member = members[0]!;
  const passwordHash = await hashPassword(member.password);
  let next = 0;
  const kinds: Record<SignInKind, () => Promise<unknown>> = {
    signIn: () => signIn(origin, members[next++ % members.length]!),
    rawVerify: async () => {
      if (!(await verifyPassword(passwordHash, member.password))) throw new Error('no match');
    },
    rsaUnwrap: await rsaUnwrapper(),
  };
  const blank = (): RateFigures => ({ perSecond: 0, operations: 0, seconds: 0 });
  for (const operation of Object.values(kinds))
    await rate(operation, options.concurrency, 1, blank());
  const tallies = { signIn: blank(), rawVerify: blank(), rsaUnwrap: blank() };
  const order = ['signIn', 'rawVerify', 'rsaUnwrap'] as const;
  for (let round = 0; round < options.rounds; round++) {
    for (const kind of round % 2 ? [...order].reverse() : order) {
      await rate(kinds[kind], options.concurrency, options.sliceSeconds, tallies[kind]);
    }
  }
  return tallies;
}

/**
 * The most sign-ins could reach, as a share of raw argon2id verifies, if unwrapping SPEC's sealed
 * body (RSA-OAEP-256) were their only other work: on a busy machine each sign-in spends the time
 * of one verify and one unwrap, so the share is unwraps / (unwraps + verifies) per second.
 */
export function envelopeCeiling(rawVerify: RateFigures, rsaUnwrap: RateFigures): number {
  return rsaUnwrap.perSecond / (rsaUnwrap.perSecond + rawVerify.perSecond);
}
