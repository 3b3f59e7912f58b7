import type { z } from 'zod/mini';
import {
  COMMON_ERROR_CODES,
  ENCRYPTED_ERROR_CODES,
  MEMBER_ERROR_CODES,
  OPERATOR_ERROR_CODES,
  type ErrorCode,
} from './errors.js';
import type { OpsPermission } from '../ops/operator-roles.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may make a call: anyone, only a signed-in member (Authorization header), or only a signed-in
 * operator (the /ops/ session cookie, never a player's token).
 */
export type Access = 'public' | 'member' | 'operator';

/**
 * One /wps call: its path, who may make it, whether its body rides the envelope, whether web may
 * cache its GET answer in sessionStorage, its query and body schemas, the shape of its value, and
 * the error codes it may answer with besides the common ones (see callErrorCodes).
 */
export interface CallDef<
  Q extends z.ZodMiniType = z.ZodMiniType,
  B extends z.ZodMiniType = z.ZodMiniType,
  V extends z.ZodMiniType = z.ZodMiniType,
> {
  method: HttpMethod;
  path: string;
  /** The ModuleId header value web sends with this call (LEGACY-WIRE.md). */
  moduleId?: string;
  access: Access;
  /**
   * For an operator call, what the operator's role must hold (OPS_PERMISSIONS); every operator
   * call names one, and the server refuses the call with operator.forbidden otherwise.
   */
  permission?: OpsPermission;
  encrypted: boolean;
  /** 'session': web may cache the answer in sessionStorage; 'none': always asks. */
  cache: 'none' | 'session';
  /** True when the answer is the value itself, not wrapped in `{ success, value }` (manifests). */
  raw?: boolean;
  query?: Q;
  body?: B;
  value: V;
  /** Its own error codes; never one of COMMON_ERROR_CODES, nor MEMBER_ERROR_CODES for a member call. */
  errors: readonly ErrorCode[];
  summary: string;
}

/** Every definition defineCall made, so callsOf can tell a call from a schema beside it. */
const definedCalls = new WeakSet<object>();

/** Declares a call; the type parameters flow into web's typed client and server's route helper. */
export function defineCall<
  Q extends z.ZodMiniType,
  B extends z.ZodMiniType,
  V extends z.ZodMiniType,
>(def: CallDef<Q, B, V>): CallDef<Q, B, V> {
  definedCalls.add(def);
  return def;
}

/** Whether a value is a call made by defineCall. */
export function isCallDef(value: unknown): value is CallDef {
  return typeof value === 'object' && value !== null && definedCalls.has(value);
}

/** The calls among a module's exports, by their export names (its schemas and rules left out). */
export type CallsOf<M> = {
  [
    K in keyof M as M[K] extends CallDef<z.ZodMiniType, z.ZodMiniType, z.ZodMiniType> ? K : never
  ]: M[K];
};

/**
 * The calls a calls module exports, keyed by their names: an area's record of calls is built from
 * its modules (`callsOf(await import('./x-calls.js'))`), so a call is named once, where it is defined.
 */
export function callsOf<M extends object>(module: M): CallsOf<M> {
  return Object.fromEntries(
    Object.entries(module).filter(([, value]) => isCallDef(value)),
  ) as CallsOf<M>;
}

/**
 * Every error code a call may answer: its own list, the common codes, for an encrypted call the
 * refusal of an envelope from a source over its limit, and for a member or operator call the codes
 * of a missing session. Server tests fail when a call answers any other.
 */
export function callErrorCodes(
  call: Pick<CallDef, 'access' | 'errors' | 'encrypted'>,
): ReadonlySet<ErrorCode> {
  const member =
    call.access === 'member'
      ? MEMBER_ERROR_CODES
      : call.access === 'operator'
        ? OPERATOR_ERROR_CODES
        : [];
  const sealed = call.encrypted ? ENCRYPTED_ERROR_CODES : [];
  return new Set([...call.errors, ...COMMON_ERROR_CODES, ...sealed, ...member]);
}

type Intersection<U> = (U extends unknown ? (part: U) => void : never) extends (
  part: infer I,
) => void
  ? I
  : never;

/** The one record the areas' records of calls make together. */
export type ComposedCalls<A extends Record<string, object>> = {
  readonly [K in keyof Intersection<A[keyof A]>]: Intersection<A[keyof A]>[K];
};

/**
 * The areas' records of calls as one record by call name; a name two areas both define is refused
 * at once, naming both, since one would hide the other.
 */
export function composeCalls<A extends Record<string, object>>(areas: A): ComposedCalls<A> {
  const composed: Record<string, unknown> = {};
  const areaOf = new Map<string, string>();
  for (const [area, areaCalls] of Object.entries(areas)) {
    for (const [name, call] of Object.entries(areaCalls)) {
      const first = areaOf.get(name);
      if (first) throw new Error(`The call ${name} is defined by both ${first} and ${area}`);
      areaOf.set(name, area);
      composed[name] = call;
    }
  }
  return composed as ComposedCalls<A>;
}

/** The path of a relay call by its name (`/wps/relay/<NAME>`). */
export function relayPath(name: string): string {
  return `/wps/relay/${name}`;
}

export type CallQuery<C> =
  C extends CallDef<infer Q, z.ZodMiniType, z.ZodMiniType> ? z.input<Q> : never;
/** A call's query as the server's handler gets it: parsed by the contract, defaults applied. */
export type ParsedCallQuery<C> =
  C extends CallDef<infer Q, z.ZodMiniType, z.ZodMiniType> ? z.output<Q> : never;
export type CallBody<C> =
  C extends CallDef<z.ZodMiniType, infer B, z.ZodMiniType> ? z.input<B> : never;
/** A call's body as the server's handler gets it: parsed by the contract, defaults applied. */
export type ParsedCallBody<C> =
  C extends CallDef<z.ZodMiniType, infer B, z.ZodMiniType> ? z.output<B> : never;
export type CallValue<C> =
  C extends CallDef<z.ZodMiniType, z.ZodMiniType, infer V> ? z.output<V> : never;
