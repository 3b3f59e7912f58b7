import { createHash, createHmac } from 'node:crypto';
import type http from 'node:http';
import { listenLocally } from './local-server.js';

export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** What a solved Geetest widget hands the page, for a challenge the server gave it (v3). */
export function solvedV3(key: string, challenge: string) {
  const validate = md5(`${key}geetest${challenge}`);
  return { challenge, validate, seccode: `${validate}|jordan` };
}

export interface FakeGeetestRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  form: Record<string, string>;
}

export interface FakeGeetest {
  /** http://127.0.0.1:<port>, for both the v3 and the v4 base URL. */
  url: string;
  requests: FakeGeetestRequest[];
  /** 'ok' answers; 'zero' registers challenge "0"; 'error' answers HTTP 500; 'slow' never answers. */
  behaviour: 'ok' | 'zero' | 'error' | 'slow';
  /** The raw challenge register.php hands out. */
  origin: string;
  /** Seccodes (v3) and lot numbers (v4) a player has solved; each passes once. */
  solvedSeccodes: Set<string>;
  solvedLots: Set<string>;
  close(): Promise<void>;
}

/**
 * A stand-in for Geetest's server API on 127.0.0.1, answering as Geetest does: register.php with
 * a raw challenge, validate.php with md5(seccode) or "false", and v4 /validate with result
 * success or fail after checking sign_token = HMAC-SHA256(lot_number, captcha_key).
 */
export async function startFakeGeetest(accounts: {
  v3: { gt: string; key: string };
  v4: { captchaId: string; key: string };
}): Promise<FakeGeetest> {
  const fake: FakeGeetest = {
    url: '',
    requests: [],
    behaviour: 'ok',
    origin: 'a'.repeat(32),
    solvedSeccodes: new Set(),
    solvedLots: new Set(),
    close: () => Promise.resolve(),
  };
  const json = (response: http.ServerResponse, body: unknown) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const server = await listenLocally((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const seen: FakeGeetestRequest = {
        method: request.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        form: Object.fromEntries(new URLSearchParams(raw)),
      };
      fake.requests.push(seen);
      if (fake.behaviour === 'slow') return;
      if (fake.behaviour === 'error') {
        response.writeHead(500).end('internal error');
        return;
      }
      if (seen.method === 'GET' && seen.path === '/register.php') {
        const known = seen.query.gt === accounts.v3.gt;
        json(response, { challenge: fake.behaviour === 'zero' || !known ? '0' : fake.origin });
        return;
      }
      if (seen.method === 'POST' && seen.path === '/validate.php') {
        const { seccode = '', captchaid } = seen.form;
        const passed = captchaid === accounts.v3.gt && fake.solvedSeccodes.delete(seccode);
        json(response, { seccode: passed ? md5(seccode) : 'false' });
        return;
      }
      if (seen.method === 'POST' && seen.path === '/validate') {
        const { lot_number: lot = '', sign_token: sign } = seen.form;
        const signed =
          seen.query.captcha_id === accounts.v4.captchaId &&
          sign === createHmac('sha256', accounts.v4.key).update(lot).digest('hex');
        if (!signed) {
          json(response, { status: 'error', code: '-50101', msg: 'illegal sign_token' });
          return;
        }
        const passed = fake.solvedLots.delete(lot);
        json(response, {
          status: 'success',
          result: passed ? 'success' : 'fail',
          reason: passed ? '' : 'pass_token expire',
          captcha_args: {},
        });
        return;
      }
      response.writeHead(404).end();
    });
  });
  fake.url = server.url;
  fake.close = server.close;
  return fake;
}
