import {
  ERROR_CODES,
  type CallBody,
  type CallDef,
  type CallQuery,
  type CallValue,
} from '@lobby/contract';

/** A failed console call: the server's error code and message, and the HTTP status. */
export class OpsApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'OpsApiError';
  }
}

/** The console's own codes for failures that never reached an answer. */
export const NETWORK_ERROR = 'network_error';
export const BAD_ANSWER = 'bad_answer';

/** What the app does when the server says the operator is not signed in (set by the shell). */
let signedOut: () => void = () => undefined;
export function onSignedOut(handler: () => void): void {
  signedOut = handler;
}

const MERCHANT_KEY = 'lobby.ops.merchant';

/**
 * The merchant a super-operator acts on (the merchant switcher); sent as the Merchant header and
 * kept for the tab's life, so a reload stays on it.
 */
let actingMerchant: string | undefined = sessionStorage.getItem(MERCHANT_KEY) ?? undefined;
export function setActingMerchant(code: string | undefined): void {
  actingMerchant = code;
  if (code) sessionStorage.setItem(MERCHANT_KEY, code);
  else sessionStorage.removeItem(MERCHANT_KEY);
}
export const getActingMerchant = (): string | undefined => actingMerchant;

function urlOf(call: CallDef, query: Record<string, unknown> | undefined): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${call.path}?${search}` : call.path;
}

/**
 * Makes one console call: JSON in, the answer's value out, the session riding its cookie.
 * Failures throw OpsApiError; operator.not.login also sends the app to the sign-in page.
 */
export async function opsRequest<C extends CallDef>(
  call: C,
  options: { query?: CallQuery<C>; body?: CallBody<C> } = {},
): Promise<CallValue<C>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (actingMerchant) headers.merchant = actingMerchant;
  let response: Response;
  try {
    response = await fetch(urlOf(call, options.query as Record<string, unknown> | undefined), {
      method: call.method,
      headers,
      credentials: 'same-origin',
      redirect: 'error',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch (error) {
    throw new OpsApiError(NETWORK_ERROR, 0, error instanceof Error ? error.message : 'offline');
  }
  const answer = (await response.json().catch(() => undefined)) as
    | { success: true; value: CallValue<C> }
    | { success: false; errorCode: string; message: string }
    | undefined;
  if (!answer) throw new OpsApiError(BAD_ANSWER, response.status, response.statusText);
  if (answer.success) return answer.value;
  const error = new OpsApiError(answer.errorCode, response.status, answer.message);
  if (isSignedOutError(error)) signedOut();
  throw error;
}

/** True when the failure means there is no operator session (any longer). */
export function isSignedOutError(error: unknown): boolean {
  return error instanceof OpsApiError && error.code === ERROR_CODES.operatorNotLogin;
}

/** True when the operator's role may not make the call. */
export function isForbiddenError(error: unknown): boolean {
  return error instanceof OpsApiError && error.code === ERROR_CODES.operatorForbidden;
}
