import { ERROR_CODES, type ErrorCode } from '@lobby/contract';

/**
 * An error a service or plugin throws on purpose; it becomes a failure answer as it is. Its code
 * comes from the contract's one namespace, and in tests must be one the call may answer.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: ErrorCode,
    message: string,
    /** What the failure answer carries besides its code (its `value`), as the contract shapes it. */
    readonly value?: unknown,
  ) {
    super(message);
  }
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08003',
  '08006',
]);

/** True when an error means the database (or Redis) could not be reached, not a bad query. */
export function isUnavailableError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
  return (
    typeof message === 'string' &&
    // "driver has already been destroyed": Kysely's answer once the database handle is closed;
    // "not queryable": pg's, for a pooled client whose server ended its connection (a restart).
    /Connection terminated|timeout exceeded when trying to connect|not queryable|PGlite is closed|Connection is closed|driver has already been destroyed/i.test(
      message,
    )
  );
}

/** The 503 of something that cannot be reached right now; `what` names it for the player. */
export const unavailable = (what = 'The service') =>
  new AppError(
    503,
    ERROR_CODES.serviceUnavailable,
    `${what} is unavailable, please try again shortly`,
  );
