import { expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  calls,
  type CallDef,
  type CallValue,
  type LoginRequest,
  type RegisterRequest,
} from '@lobby/contract';
import type { MerchantConfig } from '../src/core/merchant-config.js';
import { sealBody } from './envelope-client.js';

/** A date of birth well over any merchant's minimum age (player protection). */
export const ADULT_BIRTH_DATE = '1990-05-17';

/** What every registration must carry besides its identity: an adult's birth date, the terms accepted. */
export const CONSENT = { birthDate: ADULT_BIRTH_DATE, acceptTerms: true } as const;

/** A password no common-password list holds. */
export const PASSWORD = 'Lobby-test-Pa55!';

let sequence = 0;

/** A username of its own (letters, digits, underscore; at most 20 characters). */
export function uniqueUsername(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}_${process.pid % 10_000}_${sequence}`.slice(0, 20);
}

/** A mobile number of its own. */
export function uniqueMobile(): string {
  sequence += 1;
  return `9${String(process.pid % 10_000).padStart(4, '0')}${String(sequence).padStart(5, '0')}`;
}

/**
 * A client address in a /24 of its own, so registrations are not held up by the per-address
 * and per-network limits (tests of those limits pass one address explicitly).
 */
export function freshAddress(): string {
  sequence += 1;
  return `10.${(sequence >> 8) & 255}.${sequence & 255}.7`;
}

export interface SendOptions {
  token?: string;
  /** Defaults to the merchant's first host. */
  host?: string;
  /** The client address; light-my-request's default is 127.0.0.1. */
  ip?: string;
  headers?: Record<string, string>;
  query?: Record<string, string>;
}

/**
 * The one place a request body is put on the wire: bodies of calls marked `encrypted` ride the
 * request envelope, sealed as web seals them with the merchant's current key (envelope-client.ts).
 */
export async function encodeBody(
  app: FastifyInstance,
  call: CallDef,
  body: unknown,
  options: { host: string; headers?: Record<string, string> },
): Promise<{ payload: string; headers: Record<string, string> }> {
  // The key comes from the merchant the request reaches: same host, same Merchant header.
  if (call.encrypted) return sealBody(app, call, body, { host: options.host, ...options.headers });
  return { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
}

/** Sends one contract call to a merchant, with its body (if any) and token (if any). */
export async function send(
  app: FastifyInstance,
  merchant: MerchantConfig,
  call: CallDef,
  body?: unknown,
  options: SendOptions = {},
): Promise<LightMyRequestResponse> {
  const host = options.host ?? merchant.hosts[0]!;
  const encoded =
    body === undefined
      ? undefined
      : await encodeBody(app, call, body, { host, headers: options.headers });
  return app.inject({
    method: call.method,
    url: call.path,
    query: options.query,
    remoteAddress: options.ip,
    headers: {
      host,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...encoded?.headers,
      ...options.headers,
    },
    ...(encoded ? { payload: encoded.payload } : {}),
  });
}

/** Asserts a success answer and returns its value, typed by the call. */
export function expectValue<C extends CallDef>(
  response: LightMyRequestResponse,
  _call: C,
): CallValue<C> {
  const body = response.json() as { success: boolean; value: CallValue<C> };
  expect(body, response.body).toMatchObject({ success: true });
  expect(response.statusCode).toBe(200);
  return body.value;
}

/** POST /wps/member/register from an address of its own unless one is given. */
export function register(
  app: FastifyInstance,
  merchant: MerchantConfig,
  body: Partial<RegisterRequest> & Record<string, unknown>,
  options: SendOptions = {},
): Promise<LightMyRequestResponse> {
  return send(app, merchant, calls.memberRegister, withConsent(body), {
    ip: freshAddress(),
    ...options,
  });
}

/** POST /wps/member/register/mobile from an address of its own unless one is given. */
export function registerMobile(
  app: FastifyInstance,
  merchant: MerchantConfig,
  body: Record<string, unknown>,
  options: SendOptions = {},
): Promise<LightMyRequestResponse> {
  return send(app, merchant, calls.memberRegisterMobile, withConsent(body), {
    ip: freshAddress(),
    ...options,
  });
}

/**
 * The body with an adult's birth date and the terms accepted unless it names either: a test of
 * their absence sets it to undefined.
 */
export function withConsent<B extends object>(body: B): B {
  return { ...CONSENT, ...body };
}

export interface TestMember {
  id: string;
  username: string;
  password: string;
  token: string;
}

/** Registers a fresh member by username and returns it with its first session's token. */
export async function signUp(
  app: FastifyInstance,
  merchant: MerchantConfig,
  overrides: Partial<RegisterRequest> = {},
): Promise<TestMember> {
  const body = { username: uniqueUsername(), password: PASSWORD, ...overrides };
  const value = expectValue(await register(app, merchant, body), calls.memberRegister);
  return { id: value.id, username: value.userName, password: body.password, token: value.token };
}

/** POST /wps/session/login. */
export function login(
  app: FastifyInstance,
  merchant: MerchantConfig,
  body: LoginRequest,
  options: SendOptions = {},
): Promise<LightMyRequestResponse> {
  return send(app, merchant, calls.sessionLogin, body, options);
}

/** Signs in and returns the new session's token. */
export async function signIn(
  app: FastifyInstance,
  merchant: MerchantConfig,
  member: Pick<TestMember, 'username' | 'password'>,
): Promise<string> {
  const response = await login(app, merchant, member);
  return expectValue(response, calls.sessionLogin).token;
}

/** Calls made with one member's token. */
export function authed(app: FastifyInstance, merchant: MerchantConfig, token: string) {
  return {
    get: (call: CallDef, query?: Record<string, string>) =>
      send(app, merchant, call, undefined, { token, query }),
    post: (call: CallDef, body?: unknown) => send(app, merchant, call, body, { token }),
  };
}

/** A clock the test moves by hand; pass `now` to buildTestApp. */
export function fakeClock(start = Date.now()) {
  let ms = start;
  return {
    now: () => new Date(ms),
    advanceMinutes(minutes: number) {
      ms += minutes * 60_000;
    },
  };
}
