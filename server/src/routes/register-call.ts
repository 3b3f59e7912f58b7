import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import { ERROR_CODES, ok, type CallDef } from '@lobby/contract';
import { AppError } from '../errors.js';

export interface CallContext<Q, B> {
  query: Q;
  body: B;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Handler<C> =
  C extends CallDef<infer Q, infer B, infer V>
    ? (ctx: CallContext<z.output<Q>, z.output<B>>) => Promise<z.input<V>> | z.input<V>
    : never;

/** Turns the first problem of a failed parse into a message that names the field. */
function describe(where: 'query' | 'body', error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return `The ${where} is invalid`;
  const field = issue.path.length > 0 ? `${where}.${issue.path.join('.')}` : where;
  return `${field}: ${issue.message}`;
}

function parse<T extends z.ZodMiniType | undefined>(
  schema: T,
  input: unknown,
  where: 'query' | 'body',
): unknown {
  if (!schema) return undefined;
  const parsed = schema.safeParse(input ?? (where === 'query' ? {} : undefined));
  if (!parsed.success) {
    throw new AppError(400, ERROR_CODES.invalidRequest, describe(where, parsed.error));
  }
  return parsed.data;
}

/**
 * Registers one contract call: validates its query and body with the contract's schemas, runs
 * the handler, and answers `{ success: true, value }` (or the bare value for raw calls). With
 * checkAnswers on (tests), the value is checked against the contract before it leaves.
 */
export function registerCall<C extends CallDef>(
  app: FastifyInstance,
  call: C,
  handler: Handler<C>,
  options: { checkAnswers: boolean },
): void {
  app.route({
    method: call.method,
    url: call.path,
    config: { encrypted: call.encrypted },
    handler: async (request, reply) => {
      if (call.access === 'member' && !request.session) {
        throw new AppError(401, ERROR_CODES.customerNotLogin, 'Please sign in to continue');
      }
      const query = parse(call.query, request.query, 'query');
      const body = parse(call.body, request.body, 'body');
      const value = await (handler as (ctx: CallContext<unknown, unknown>) => unknown)({
        query,
        body,
        request,
        reply,
      });
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
