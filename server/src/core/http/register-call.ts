import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import {
  callErrorCodes,
  ERROR_CODES,
  ok,
  operatorMay,
  type Access,
  type CallDef,
} from '@lobby/contract';
import { AppError } from '../errors.js';
import type { MerchantConfig } from '../merchant-config.js';
import { requireMerchant } from './merchant-request.js';
import type { OperatorContext } from './request-identity.js';
import type { SessionContext } from './request-identity.js';

export interface CallContext<Q, B> {
  query: Q;
  body: B;
  /** The request's merchant; a request without one is answered before the handler runs. */
  merchant: MerchantConfig;
  /** The signed-in member's session on this merchant, when there is one. */
  session: SessionContext | null;
  /** The signed-in operator (/ops/ paths), when there is one. */
  operator: OperatorContext | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The context of a member call: it runs only with a session. */
export interface MemberCallContext<Q, B> extends CallContext<Q, B> {
  session: SessionContext;
}

/** The context of an operator call: it runs only with an operator session of the merchant. */
export interface OperatorCallContext<Q, B> extends CallContext<Q, B> {
  operator: OperatorContext;
}

type Handler<C, Ctx extends Access> =
  C extends CallDef<infer Q, infer B, infer V>
    ? (
        ctx: Ctx extends 'member'
          ? MemberCallContext<z.output<Q>, z.output<B>>
          : Ctx extends 'operator'
            ? OperatorCallContext<z.output<Q>, z.output<B>>
            : CallContext<z.output<Q>, z.output<B>>,
      ) => Promise<z.input<V>> | z.input<V>
    : never;

export interface CallOptions {
  checkAnswers: boolean;
  /** The failure when the request has no merchant (by default unknown_merchant). */
  noMerchant?: () => AppError;
  /** A larger body limit than the server's for this call (an upload). */
  bodyLimit?: number;
}

/** Where a request carries what a schema reads. */
type RequestPart = 'query' | 'body' | 'headers';

/** Turns the first problem of a failed parse into a message that names the field. */
function describe(where: RequestPart, error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return `The ${where} is invalid`;
  const field = issue.path.length > 0 ? `${where}.${issue.path.join('.')}` : where;
  return `${field}: ${issue.message}`;
}

/** A part of a request read through a contract schema; invalid_request naming the field if it fails. */
export function parseRequestPart<T extends z.ZodMiniType | undefined>(
  schema: T,
  input: unknown,
  where: RequestPart,
): T extends z.ZodMiniType ? z.output<T> : undefined {
  type Parsed = T extends z.ZodMiniType ? z.output<T> : undefined;
  if (!schema) return undefined as Parsed;
  const parsed = schema.safeParse(input ?? (where === 'body' ? undefined : {}));
  if (!parsed.success) {
    throw new AppError(400, ERROR_CODES.invalidRequest, describe(where, parsed.error));
  }
  return parsed.data as Parsed;
}

/**
 * Tests only: a failure whose code the call may not answer (neither its errors list nor the
 * common ones, see callErrorCodes) becomes an internal error, so the test expecting it fails. It
 * sees every error of the call's requests, from plugins' hooks as well as from the handler; the
 * app's error handler then answers as usual.
 */
function listedErrorsOnly(call: CallDef) {
  const allowed = callErrorCodes(call);
  return (error: FastifyError) => {
    if (error instanceof AppError && !allowed.has(error.errorCode)) {
      throw new Error(
        `${call.method} ${call.path} answered ${error.errorCode}, which neither its errors list nor the common list holds`,
      );
    }
    throw error;
  };
}

/**
 * Registers one public contract call: validates its query and body with the contract's schemas,
 * runs the handler with the request's merchant, and answers `{ success: true, value }` (or the
 * bare value for raw calls). With checkAnswers on (tests), the value is checked against the
 * contract before it leaves, and so is the code of every failure.
 */
export function registerCall<C extends CallDef>(
  app: FastifyInstance,
  call: C,
  handler: Handler<C, 'public'>,
  options: CallOptions,
): void {
  if (call.access !== 'public') {
    throw new Error(`${call.path} is a member call: register it with registerMemberCall`);
  }
  route(app, call, handler as (ctx: CallContext<unknown, unknown>) => unknown, options);
}

/**
 * Registers one member call like registerCall; without a session it answers customer.not.login
 * before the handler runs, so the handler always has the member's session.
 */
export function registerMemberCall<C extends CallDef>(
  app: FastifyInstance,
  call: C,
  handler: Handler<C, 'member'>,
  options: CallOptions,
): void {
  if (call.access !== 'member') {
    throw new Error(`${call.path} is a public call: register it with registerCall`);
  }
  route(app, call, handler as (ctx: CallContext<unknown, unknown>) => unknown, options);
}

/**
 * Registers one operator call (/ops/) like registerCall; without an operator session of the
 * request's merchant it answers operator.not.login before the handler runs, and operator.forbidden
 * when the operator's role lacks the call's permission (OPS_PERMISSIONS).
 */
export function registerOperatorCall<C extends CallDef>(
  app: FastifyInstance,
  call: C,
  handler: Handler<C, 'operator'>,
  options: CallOptions,
): void {
  if (call.access !== 'operator' || !call.permission) {
    throw new Error(`${call.path} is not an operator call naming its permission`);
  }
  route(app, call, handler as (ctx: CallContext<unknown, unknown>) => unknown, options);
}

function route(
  app: FastifyInstance,
  call: CallDef,
  handler: (ctx: CallContext<unknown, unknown>) => unknown,
  options: CallOptions,
): void {
  app.route({
    method: call.method,
    url: call.path,
    config: { encrypted: call.encrypted },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.checkAnswers ? { errorHandler: listedErrorsOnly(call) } : {}),
    handler: async (request, reply) => {
      const { session } = request;
      if (call.access === 'member' && !session) {
        throw new AppError(401, ERROR_CODES.customerNotLogin, 'Please sign in to continue');
      }
      if (call.access === 'operator' && !request.operator) {
        throw new AppError(401, ERROR_CODES.operatorNotLogin, 'Please sign in as an operator');
      }
      if (
        call.permission &&
        !(request.operator && operatorMay(request.operator.role, call.permission))
      ) {
        throw new AppError(403, ERROR_CODES.operatorForbidden, 'Your role may not do this');
      }
      const query: unknown = parseRequestPart(call.query, request.query, 'query');
      const body: unknown = parseRequestPart(call.body, request.body, 'body');
      if (!request.merchant && options.noMerchant) throw options.noMerchant();
      const merchant = requireMerchant(request);
      const { operator } = request;
      const value = await handler({ query, body, merchant, session, operator, request, reply });
      if (options.checkAnswers) {
        const checked = call.value.safeParse(value);
        if (!checked.success) {
          throw new Error(
            `${call.path} answered outside its contract: ${describe('body', checked.error)}`,
          );
        }
      }
      if (call.cache === 'none') reply.header('cache-control', 'no-store');
      return call.raw ? value : ok(value);
    },
  });
}
