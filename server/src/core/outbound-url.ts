import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

/**
 * The one guard of every call the server makes to a URL that someone other than the deployment
 * can influence (a merchant file, an operator, a browser): https only, no user name or password
 * in it, no host that is or resolves to a loopback, private, link-local or otherwise internal
 * address, a host on the allowed list where the destination has one, and no redirect followed.
 * The address is checked when the connection is made (the lookup below), so a name that
 * resolves elsewhere a second time (DNS rebinding) cannot slip past. The only way around it is
 * the deployment's own list of local origins (OUTBOUND_LOCAL_ORIGINS: the fakes of tests and
 * offline demos), which nothing a request carries can extend.
 */

/** Where an outward URL was refused, in words for the log. */
export class OutboundUrlError extends Error {
  constructor(
    readonly url: string,
    reason: string,
  ) {
    super(`outward call to ${redacted(url)} refused: ${reason}`);
    this.name = 'OutboundUrlError';
  }
}

/** A URL without its query (which may carry ids) for messages. */
function redacted(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
  } catch {
    return '(not a URL)';
  }
}

const BLOCKED_ADDRESSES = (() => {
  const list = new net.BlockList();
  const v4: [string, number][] = [
    ['0.0.0.0', 8], // "this network"
    ['10.0.0.0', 8],
    ['100.64.0.0', 10], // carrier-grade NAT
    ['127.0.0.0', 8],
    ['169.254.0.0', 16], // link-local, cloud metadata
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.0.2.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['198.51.100.0', 24],
    ['203.0.113.0', 24],
    ['224.0.0.0', 4], // multicast
    ['240.0.0.0', 4], // reserved, broadcast
  ];
  for (const [address, prefix] of v4) list.addSubnet(address, prefix, 'ipv4');
  const v6: [string, number][] = [
    ['::', 128],
    ['::1', 128],
    ['64:ff9b::', 96], // NAT64 of any IPv4 address
    ['100::', 64],
    ['2001:db8::', 32],
    ['fc00::', 7], // unique local
    ['fe80::', 10], // link-local
    ['fec0::', 10], // site-local
    ['ff00::', 8], // multicast
  ];
  for (const [address, prefix] of v6) list.addSubnet(address, prefix, 'ipv6');
  return list;
})();

/** True for an address no outward call may reach (IPv4-mapped IPv6 as its IPv4 address). */
export function isInternalAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = net.isIP(bare);
  if (family === 0) return true;
  return BLOCKED_ADDRESSES.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}

/** What else a destination demands of its URLs besides the common rules. */
export interface OutboundRules {
  /** The hosts it may be on; none given, any public host. */
  hosts?: readonly RegExp[];
}

/**
 * Why the URL may not be called, or undefined when it may. The WHATWG parser has already turned
 * `2130706433`, `0x7f.1` and `127.1` into 127.0.0.1, so the IP checks see every spelling.
 */
export function outboundUrlProblem(url: URL, rules: OutboundRules = {}): string | undefined {
  if (url.protocol !== 'https:') return 'only https is allowed';
  if (url.username || url.password) return 'a user name or password in the URL';
  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (net.isIP(host) !== 0 && isInternalAddress(host)) return 'an internal address';
  if (host === 'localhost' || host.endsWith('.localhost')) return 'a loopback name';
  if (!host.includes('.') && net.isIP(host) === 0) return 'not a public host name';
  if (rules.hosts && !rules.hosts.some((allowed) => allowed.test(host))) {
    return 'not one of the hosts this destination allows';
  }
  return undefined;
}

/** The parts of RequestInit the server's outward calls use. */
export interface OutboundInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array | URLSearchParams | null;
  signal?: AbortSignal;
}

/** fetch's shape, for the senders: the answer is read in full (up to a limit) before it returns. */
export type OutboundFetch = (url: string | URL, init?: OutboundInit) => Promise<Response>;

type LookupAddress = { address: string; family: number };
type Lookup = (
  hostname: string,
  options: dns.LookupOptions,
  callback: (
    error: NodeJS.ErrnoException | null,
    address: string | LookupAddress[],
    family?: number,
  ) => void,
) => void;

/** The most of an answer body kept; a longer one fails the call. */
const MAX_ANSWER_BYTES = 1024 * 1024;

/** dns.lookup, refusing every answer that holds an internal address. */
function guardedLookup(lookup: Lookup): Lookup {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const list = addresses as LookupAddress[];
      const internal = list.find((entry) => isInternalAddress(entry.address));
      if (list.length === 0 || internal) {
        const refused: NodeJS.ErrnoException = new Error(
          `${hostname} resolves to an internal address`,
        );
        refused.code = 'EOUTBOUNDREFUSED';
        return callback(refused, '');
      }
      if (options.all) return callback(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

/** Statuses whose answer has no body (the Response constructor refuses one). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/** One request through node's http(s), no redirect followed (a 3xx is simply the answer). */
function send(url: URL, init: OutboundInit, lookup: Lookup | undefined): Promise<Response> {
  const body =
    init.body === undefined || init.body === null
      ? undefined
      : init.body instanceof URLSearchParams
        ? init.body.toString()
        : init.body;
  const headers: Record<string, string | number> = { ...init.headers };
  if (body !== undefined) headers['content-length'] = Buffer.byteLength(body);
  if (init.body instanceof URLSearchParams && !headers['content-type']) {
    headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: init.method ?? 'GET',
        headers,
        signal: init.signal,
        ...(lookup ? { lookup: lookup as net.LookupFunction } : {}),
        agent: false,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        let size = 0;
        answer.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) {
            answer.destroy(new Error('the answer is too long'));
            return;
          }
          chunks.push(chunk);
        });
        answer.on('error', reject);
        answer.on('end', () => {
          const status = answer.statusCode ?? 500;
          const responseHeaders = new Headers();
          for (const [name, value] of Object.entries(answer.headers)) {
            if (value === undefined) continue;
            for (const item of Array.isArray(value) ? value : [value]) {
              responseHeaders.append(name, item);
            }
          }
          resolve(
            new Response(NULL_BODY_STATUSES.has(status) ? null : Buffer.concat(chunks), {
              status,
              statusText: answer.statusMessage ?? '',
              headers: responseHeaders,
            }),
          );
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * The server's outward HTTP: `fetch` for URLs others influence, `check` for refusing one before
 * it is stored. Built once from the deployment's configuration (`app.core.outbound`).
 */
export class Outbound {
  private readonly localOrigins: ReadonlySet<string>;
  private readonly lookup: Lookup;

  constructor(options: { localOrigins: readonly string[]; lookup?: Lookup }) {
    this.localOrigins = new Set(options.localOrigins.map((origin) => new URL(origin).origin));
    this.lookup = guardedLookup(options.lookup ?? (dns.lookup as unknown as Lookup));
  }

  /** True when the URL is on one of the deployment's own local origins. */
  isLocal(url: URL): boolean {
    return this.localOrigins.has(url.origin);
  }

  /** The URL, parsed, when it may be called; throws OutboundUrlError otherwise. */
  check(url: string | URL, rules: OutboundRules = {}): URL {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new OutboundUrlError(String(url), 'not a URL');
    }
    if (this.isLocal(parsed)) return parsed;
    const problem = outboundUrlProblem(parsed, rules);
    if (problem) throw new OutboundUrlError(parsed.href, problem);
    return parsed;
  }

  /** Calls a checked URL; throws OutboundUrlError before anything is sent when it may not be. */
  fetchWith(rules: OutboundRules): OutboundFetch {
    return async (url, init = {}) => {
      const parsed = this.check(url, rules);
      return send(parsed, init, this.isLocal(parsed) ? undefined : this.lookup);
    };
  }

  /** fetchWith() without a host list. */
  readonly fetch: OutboundFetch = (url, init) => this.fetchWith({})(url, init);
}

/**
 * An identifier as one URL path segment: it must match its own format, and `.` or `..` (which a
 * URL resolves to a parent path) never pass, whatever the format allows. Throws OutboundUrlError.
 */
export function pathSegment(value: string, format: RegExp): string {
  if (!format.test(value) || /^\.+$/.test(value)) {
    throw new OutboundUrlError(
      '',
      `the identifier ${JSON.stringify(value.slice(0, 40))} is not a path segment`,
    );
  }
  return encodeURIComponent(value);
}
