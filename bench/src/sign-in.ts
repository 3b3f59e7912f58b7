import { randomUUID } from 'node:crypto';
import { calls, type CallDef } from '@lobby/contract';
import { hashPassword, verifyPassword } from '../../server/src/core/crypto/password-hashing.js';
import { schemeOf, sealFor } from './envelope-client.js';
import { openers } from './envelope-open.js';
import type { LobbyProcess } from './lobby/process.js';
import { rate, type RateFigures } from './rate.js';

/** A member the bench registers on its own server. */
export interface BenchMember {
  username: string;
  password: string;
  token: string;
  /** The member's device, as web sends it with every sign-in. */
  deviceId: string;
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

/**
 * Posts one call from an address of its own, sealed with the merchant's current key as web seals
 * it, or (`plain`) as bare JSON.
 */
async function post(
  origin: string,
  call: CallDef,
  body: unknown,
  options: { plain?: boolean } = {},
): Promise<unknown> {
  const request = options.plain
    ? { headers: {}, body: JSON.stringify(body) }
    : await sealFor(origin, call, body);
  const answer = await fetch(`${origin}${call.path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': nextAddress(),
      ...request.headers,
    },
    body: request.body,
  });
  const parsed = (await answer.json()) as { success: boolean; value?: unknown };
  if (!parsed.success) throw new Error(`${call.path} failed: ${JSON.stringify(parsed)}`);
  return parsed.value;
}

/** One sign-in of a member through POST /wps/session/login, sealed as web seals it or plain. */
export function signIn(
  origin: string,
  member: Pick<BenchMember, 'username' | 'password'> & { deviceId?: string },
  options: { plain?: boolean } = {},
): Promise<unknown> {
  const body = {
    username: member.username,
    password: member.password,
    loginDeviceId: member.deviceId,
  };
  return post(origin, calls.sessionLogin, body, options);
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
  const value = (await post(origin, calls.memberRegister, { ...member, ...consent })) as {
    token: string;
  };
  return { ...member, token: value.token, deviceId: randomUUID() };
}

/** The raw opening of a sealed sign-in body, by the scheme its published key names. */
const UNWRAPPERS: Record<string, { label: string; make: () => Promise<() => Promise<unknown>> }> = {
  'aes-gcm': {
    label: 'aes-gcm opens (RSA-OAEP-3072 + AES-256-GCM)',
    make: async () => (await openers()).aesGcm,
  },
  hpke: {
    label: 'hpke opens (DHKEM(P-256), HKDF-SHA256, AES-128-GCM)',
    make: async () => (await openers()).hpke,
  },
};

export type SignInKind = 'signIn' | 'plainSignIn' | 'rawVerify' | 'unwrap';

export interface SignInFigures {
  /** The envelope scheme the merchant publishes, which sealed sign-ins use. */
  scheme: string;
  /** What `unwrap` measured, when the bench knows the scheme's raw opening. */
  unwrapLabel: string | null;
  rates: Partial<Record<SignInKind, RateFigures>>;
}

/**
 * Sign-ins per second through POST /wps/session/login (envelope, limits, argon2id, a new session
 * row) on Lobby in its own process, sealed and (with the server's leave, for this figure only)
 * plain, each worker as its own member (one account's tries are reserved, as a burst on one
 * account would be), against raw argon2id verifies with the server's own parameters and raw
 * openings of the scheme's key in this process. They take turns in slices, the order flipping
 * every round, after a warm-up.
 */
export async function measureSignIns(
  lobby: LobbyProcess,
  members: readonly BenchMember[],
  options: SignInOptions,
): Promise<SignInFigures> {
  const member = members[0]!;
  const passwordHash = await hashPassword(member.password);
  const scheme = await schemeOf(lobby.origin);
  const unwrapper = UNWRAPPERS[scheme];
  let next = 0;
  const plain = (on: boolean) => lobby.command({ kind: 'plainSignIn', on });
  const kinds: Partial<Record<SignInKind, Turn>> = {
    signIn: { run: () => signIn(lobby.origin, members[next++ % members.length]!) },
    plainSignIn: {
      before: () => plain(true),
      after: () => plain(false),
      run: () => signIn(lobby.origin, members[next++ % members.length]!, { plain: true }),
    },
    rawVerify: {
      run: async () => {
        if (!(await verifyPassword(passwordHash, member.password))) throw new Error('no match');
      },
    },
    ...(unwrapper ? { unwrap: { run: await unwrapper.make() } } : {}),
  };
  return { scheme, unwrapLabel: unwrapper?.label ?? null, rates: await takeTurns(kinds, options) };
}

interface Turn {
  before?: () => Promise<unknown>;
  after?: () => Promise<unknown>;
  run: () => Promise<unknown>;
}

async function takeTurns<K extends string>(
  kinds: Partial<Record<K, Turn>>,
  options: SignInOptions,
): Promise<Partial<Record<K, RateFigures>>> {
  const turns = Object.entries(kinds) as [K, Turn][];
  const slice = async ([, turn]: [K, Turn], seconds: number, tally: RateFigures) => {
    await turn.before?.();
    try {
      await rate(turn.run, options.concurrency, seconds, tally);
    } finally {
      await turn.after?.();
    }
  };
  const blank = (): RateFigures => ({ perSecond: 0, operations: 0, seconds: 0 });
  for (const turn of turns) await slice(turn, 1, blank());
  const tallies = Object.fromEntries(turns.map(([kind]) => [kind, blank()])) as Record<
    K,
    RateFigures
  >;
  for (let round = 0; round < options.rounds; round++) {
    for (const turn of round % 2 ? [...turns].reverse() : turns) {
      await slice(turn, options.sliceSeconds, tallies[turn[0]]);
    }
  }
  return tallies;
}

/**
 * The most sign-ins could reach, as a share of raw argon2id verifies, if opening SPEC's sealed
 * body were their only other work: on a busy machine each sign-in spends the time of one verify
 * and one unwrap, so the share is unwraps / (unwraps + verifies) per second.
 */
export function envelopeCeiling(rawVerify: RateFigures, unwrap: RateFigures): number {
  return unwrap.perSecond / (unwrap.perSecond + rawVerify.perSecond);
}
