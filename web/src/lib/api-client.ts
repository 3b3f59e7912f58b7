import {
  LIMITS,
  MESSAGE_KEYS,
  STORAGE_KEYS,
  TRACE_ID_HEADER,
  type CallDef,
  type CallBody,
  type CallQuery,
  type CallValue,
} from '@lobby/contract';
import { sessionStore } from './storage';

export type ApiErrorKind = 'failure' | 'http' | 'network' | 'timeout' | 'invalid' | 'encryption';

/** What the player reads when no answer came at all. */
export const NETWORK_MESSAGE_KEY = 'error.network';

/** The error code of a body the browser could not encrypt; the message says why. */
export const ENCRYPTION_FAILED = 'encryption_failed';

/**
 * Every way a call can fail, as one error type the catalogue classifies. `message` is only ever
 * raw text (the server's message, or the exception's), never looked up in the language files;
 * `messageKey` is the translation key of a failure the client itself names (a timeout, a bad call).
 */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly errorCode: string,
    message: string,
    readonly status?: number,
    readonly traceId?: string,
    readonly messageKey?: string,
    /** What the failure answer carried besides its code (login_verify_required: its methods). */
    readonly value?: unknown,
  ) {
    super(message);
  }
}

/** A failure of the client itself (no answer to read): raw text for logs, a key for the player. */
const clientError = (kind: ApiErrorKind, errorCode: string, messageKey: string, raw = '') =>
  new ApiError(kind, errorCode, raw, undefined, undefined, messageKey);

export interface CallOptions<C extends CallDef> {
  query?: CallQuery<C>;
  body?: CallBody<C>;
  /** false: no dialog for this call's errors (SPEC: alert false suppresses dialogs). */
  alert?: boolean;
  /** false: no Authorization header even when a session exists. */
  auth?: boolean;
  /** This call's session token in place of the session's (a sign-in link's, checked first). */
  token?: string;
  /** This call's own timeout, in place of the client's (a game launch gives up after 10 s). */
  timeoutMs?: number;
}

export interface ErrorContext {
  call: CallDef;
  alert: boolean;
}

/** A body sealed by the request envelope: the headers to add and the body text to send. */
export interface EncryptedBody {
  headers: Record<string, string>;
  body: string;
}

/**
 * Seals the body of a call marked `encrypted`. `refreshKey` is true when the server could not
 * open the previous envelope (envelope_invalid): fetch the key again before sealing.
 */
export type EncryptHook = (
  call: CallDef,
  body: unknown,
  options: { refreshKey: boolean },
) => Promise<EncryptedBody>;

export interface ApiClientConfig {
  getToken(): string | undefined;
  getMerchant(): string | undefined;
  getLanguage(): string;
  onError?(error: ApiError, context: ErrorContext): void;
  /** Called when a call starts; the function it answers is called when the call settles. */
  onStart?(call: CallDef): () => void;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** The request envelope; without it, encrypted calls are sent as plain JSON. */
  encrypt?: EncryptHook;
  /** Whether a failure means the server could not open the envelope (resealed once, fresh key). */
  isEnvelopeRefused?(error: unknown): boolean;
}

export interface ApiResult<V> {
  value: V;
  traceId: string | undefined;
}

function buildUrl(path: string, query: Record<string, unknown> | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** An answer's JSON, or its text when it is not JSON (legacy plain-text answers), or null. */
function readAnswer(text: string): unknown {
  const trimmed = text.trim();
  if (!trimmed) return null;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return trimmed;
  }
}

/**
 * The one api client: common headers, session token, in-flight GET de-duplication, sessionStorage
 * cache for cacheable GETs, the 30 s timeout, no redirects, trace ids, and one error hook.
 */
export function createApiClient(config: ApiClientConfig) {
  const inFlight = new Map<string, Promise<ApiResult<unknown>>>();
  const timeoutMs = config.timeoutMs ?? LIMITS.requestTimeoutMs;
  const doFetch = config.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  async function seal(def: CallDef, body: unknown, refreshKey: boolean): Promise<EncryptedBody> {
    try {
      return await config.encrypt!(def, body, { refreshKey });
    } catch (error) {
      // Fetching the key failed like any call; anything else is the browser's own encryption.
      if (error instanceof ApiError) throw error;
      // The browser's own reason is shown as it is (the catalogue's server-text case).
      throw new ApiError('encryption', ENCRYPTION_FAILED, (error as Error).message);
    }
  }

  async function send(
    def: CallDef,
    url: string,
    options: CallOptions<CallDef>,
    refreshKey = false,
  ) {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      Language: config.getLanguage(),
    };
    const merchant = config.getMerchant();
    if (merchant) headers.Merchant = merchant;
    if (def.moduleId) headers.ModuleId = def.moduleId;
    const token = options.auth === false ? undefined : (options.token ?? config.getToken());
    if (token) headers.Authorization = token;
    const hasBody = def.method !== 'GET' && options.body !== undefined;
    if (hasBody) headers['Content-Type'] = 'application/json';
    let payload = hasBody ? JSON.stringify(options.body) : undefined;
    if (hasBody && def.encrypted && config.encrypt) {
      const sealed = await seal(def, options.body, refreshKey);
      Object.assign(headers, sealed.headers);
      payload = sealed.body;
    }

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? timeoutMs);
    let response: Response;
    try {
      response = await doFetch(url, {
        method: def.method,
        headers,
        body: payload,
        redirect: 'error',
        credentials: 'same-origin',
        signal: controller.signal,
      });
    } catch (error) {
      if (controller.signal.aborted) {
        throw clientError('timeout', 'ECONNABORTED', MESSAGE_KEYS.timeoutRetryPlease);
      }
      throw clientError('network', 'network_error', NETWORK_MESSAGE_KEY, (error as Error).message);
    } finally {
      clearTimeout(timer);
    }
    const traceId = response.headers.get(TRACE_ID_HEADER) ?? undefined;
    const answer = readAnswer(await response.text().catch(() => ''));
    const body =
      answer !== null && typeof answer === 'object'
        ? (answer as { success?: boolean; value?: unknown; errorCode?: string; message?: string })
        : null;
    if (body && body.success === false) {
      throw new ApiError(
        response.status === 401 ? 'http' : 'failure',
        body.errorCode ?? MESSAGE_KEYS.unknownError,
        body.message ?? '',
        response.status,
        traceId,
        undefined,
        body.value,
      );
    }
    if (response.ok && body) return { value: def.raw ? body : body.value, traceId };
    // Legacy servers answer some calls bare: the RSA key as plain text or a JSON string.
    if (response.ok && answer !== null && def.value.safeParse(answer).success) {
      return { value: answer, traceId };
    }
    throw new ApiError(
      'http',
      `http_${response.status}`,
      response.statusText,
      response.status,
      traceId,
    );
  }

  /** Sends a call; an envelope the server could not open is sealed again with a fresh key, once. */
  async function sendWithBody(def: CallDef, url: string, options: CallOptions<CallDef>) {
    try {
      return await send(def, url, options);
    } catch (error) {
      const refused = config.isEnvelopeRefused?.(error) ?? false;
      if (!refused || !def.encrypted || !config.encrypt) throw error;
      return send(def, url, options, true);
    }
  }

  /** Makes a call and answers its value with the trace id of the answer. */
  async function request<C extends CallDef>(
    def: C,
    options: CallOptions<C> = {},
  ): Promise<ApiResult<CallValue<C>>> {
    const alert = options.alert !== false;
    const settle = config.onStart?.(def);
    try {
      if (!def.path)
        throw clientError('invalid', MESSAGE_KEYS.urlIsNullCheck, MESSAGE_KEYS.urlIsNullCheck);
      const url = buildUrl(def.path, options.query as Record<string, unknown> | undefined);
      if (def.method !== 'GET') {
        return (await sendWithBody(def, url, options)) as ApiResult<CallValue<C>>;
      }

      const token = options.auth === false ? '' : (options.token ?? config.getToken() ?? '');
      const key = `${config.getMerchant() ?? ''}|${config.getLanguage()}|${token}|${url}`;
      const cacheKey = `${STORAGE_KEYS.getCachePrefix}${key}`;
      if (def.cache === 'session') {
        const cached = sessionStore.get(cacheKey);
        if (cached) return { value: JSON.parse(cached) as CallValue<C>, traceId: undefined };
      }
      let pending = inFlight.get(key);
      if (!pending) {
        pending = send(def, url, options).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      const result = (await pending) as ApiResult<CallValue<C>>;
      if (def.cache === 'session') sessionStore.set(cacheKey, JSON.stringify(result.value));
      return result;
    } catch (error) {
      const apiError =
        error instanceof ApiError
          ? error
          : clientError(
              'invalid',
              MESSAGE_KEYS.unknownError,
              MESSAGE_KEYS.unknownError,
              (error as Error).message,
            );
      config.onError?.(apiError, { call: def, alert });
      throw apiError;
    } finally {
      settle?.();
    }
  }

  return {
    request,
    /** Makes a call and answers its value. */
    call: async <C extends CallDef>(def: C, options?: CallOptions<C>) =>
      (await request(def, options)).value,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
