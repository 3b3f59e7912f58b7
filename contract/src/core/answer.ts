import { z } from 'zod/mini';

/** The failure body every /wps call answers with when it cannot do what was asked. */
export const failureSchema = z.object({
  success: z.literal(false),
  errorCode: z.string(),
  message: z.string(),
  /** What some failures carry besides their code (login_verify_required: the methods offered). */
  value: z.optional(z.unknown()),
});
export type Failure = z.infer<typeof failureSchema>;

/** The success body wrapping a call's value: `{ success: true, value }`. */
export function successSchema<T extends z.ZodMiniType>(value: T) {
  return z.object({ success: z.literal(true), value });
}

/** Either answer of a call: success with its value, or a failure. */
export function answerSchema<T extends z.ZodMiniType>(value: T) {
  return z.union([successSchema(value), failureSchema]);
}

export type Success<V> = { success: true; value: V };
export type Answer<V> = Success<V> | Failure;

/** Builds a success answer. */
export function ok<V>(value: V): Success<V> {
  return { success: true, value };
}

/** Builds a failure answer. */
export function fail(errorCode: string, message: string, value?: unknown): Failure {
  return value === undefined
    ? { success: false, errorCode, message }
    : { success: false, errorCode, message, value };
}

/** The response header that carries the trace id of every answer. */
export const TRACE_ID_HEADER = 'x-trace-id';
