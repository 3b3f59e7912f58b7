import { calls, sealForKey, type CallDef, type CallValue } from '@lobby/contract';
import { PIN_HEADER, SERVED_BY_HEADER } from './balancer.js';

export interface CallOptions {
  token?: string;
  /** The backend the balancer must send it to (by index); by default its round robin. */
  pin?: number;
  /** The client's address, as the balancer's own client would give it in X-Forwarded-For. */
  ip?: string;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  /** Gives up (and answers status 0) after this long; nothing in these suites may hang. */
  timeoutMs?: number;
}

export interface CallAnswer {
  /** The HTTP status; 0 when no answer came (connection refused or reset, or timed out). */
  status: number;
  body: { success?: boolean; value?: unknown; errorCode?: string; message?: string } | undefined;
  /** The backend that served it, by the balancer's header. */
  servedBy: number | undefined;
  headers: Headers | undefined;
  /** Why no answer came, when none did. */
  failure?: string;
}

/** The value of a success answer, typed by the call; throws with the answer otherwise. */
export function valueOf<C extends CallDef>(answer: CallAnswer, _call: C): CallValue<C> {
  if (answer.status !== 200 || !answer.body?.success) {
    throw new Error(`expected success, got ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body.value as CallValue<C>;
}

/**
 * Contract calls over real HTTP to a deployment's front (the balancer, or one instance): bodies of
 * `encrypted` calls sealed with the key the deployment answers, as web seals them.
 */
export class DeployClient {
  constructor(readonly base: string) {}

  async call(call: CallDef, body?: unknown, options: CallOptions = {}): Promise<CallAnswer> {
    const headers: Record<string, string> = {
      ...(options.pin !== undefined ? { [PIN_HEADER]: String(options.pin) } : {}),
      ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    };
    let payload: string | undefined;
    if (body !== undefined && call.encrypted) {
      // The key's own refusal (a 503 while the server drains) is the call's answer.
      const key = await this.call(calls.sessionRsaKey, undefined, {
        pin: options.pin,
        query: { _: String(Date.now()) },
        timeoutMs: options.timeoutMs,
      });
      if (key.status !== 200 || !key.body?.success) return key;
      const value = valueOf(key, calls.sessionRsaKey);
      const serverTime = typeof value === 'string' ? Date.now() : value.serverTime;
      const sealed = await sealForKey(JSON.stringify(body), value, call, serverTime);
      payload = sealed.payload;
      Object.assign(headers, sealed.headers);
    } else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
    const query = options.query ? `?${new URLSearchParams(options.query)}` : '';
    return this.raw(call.method, `${call.path}${query}`, payload, {
      headers: { ...headers, ...options.headers },
      timeoutMs: options.timeoutMs,
    });
  }

  /** One request as it is, answered or not within the timeout (never thrown). */
  async raw(
    method: string,
    path: string,
    payload: string | undefined,
    options: { headers?: Record<string, string>; timeoutMs?: number } = {},
  ): Promise<CallAnswer> {
    try {
      const response = await fetch(`${this.base}${path}`, {
        method,
        headers: options.headers,
        body: payload,
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      const text = await response.text();
      const served = response.headers.get(SERVED_BY_HEADER);
      let parsed: CallAnswer['body'];
      try {
        parsed = text ? (JSON.parse(text) as CallAnswer['body']) : undefined;
      } catch {
        parsed = { message: text.slice(0, 200) };
      }
      return {
        status: response.status,
        body: parsed,
        servedBy: served === null ? undefined : Number(served),
        headers: response.headers,
      };
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      return {
        status: 0,
        body: undefined,
        servedBy: undefined,
        headers: undefined,
        failure: cause ?? (error as Error).name,
      };
    }
  }
}
