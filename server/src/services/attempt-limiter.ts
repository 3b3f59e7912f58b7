import net from 'node:net';
import { ACCOUNT_ERROR_CODES as E, type ErrorCode } from '@lobby/contract';
import { AppError } from '../errors.js';
import type { MerchantConfig } from '../merchants/merchant-config.js';
import type { CounterStore } from './counter-store.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Limits per window; a shared network (one /24 or /64) gets more room than one address. */
export const LIMITS = {
  loginPerSource: { max: 60, windowMs: 15 * MINUTE },
  registerPerAddress: { max: 10, windowMs: HOUR },
  registerPerNetwork: { max: 40, windowMs: HOUR },
  registerPerDevice: { max: 5, windowMs: HOUR },
  checkPerAddress: { max: 60, windowMs: MINUTE },
} as const;

function expandIpv6(ip: string): string[] {
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') ? (tail ? tail.split(':') : []) : [];
  const fill = Array(Math.max(0, 8 - left.length - right.length)).fill('0');
  return [...left, ...fill, ...right].map((group) => group.toLowerCase().padStart(4, '0'));
}

/** The /24 of an IPv4 address or the /64 of an IPv6 one. */
export function networkOf(ip: string): string {
  const bare = ip.startsWith('::ffff:') && net.isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  if (net.isIPv4(bare)) return `${bare.split('.').slice(0, 3).join('.')}.0/24`;
  if (net.isIPv6(bare)) return `${expandIpv6(bare).slice(0, 4).join(':')}::/64`;
  return bare;
}

const tooMany = (code: ErrorCode) =>
  new AppError(429, code, 'Too many attempts, please wait a while and try again');

/**
 * Counts sign-in failures per account and per source, registrations per address, network and
 * device, and username checks per address. Over a limit the error code starts TOO_MANY_REQUEST.
 */
export class AttemptLimiter {
  constructor(private readonly counters: CounterStore) {}

  private async limit(key: string, rule: { max: number; windowMs: number }, code: ErrorCode) {
    if ((await this.counters.hit(key, rule.windowMs)) > rule.max) throw tooMany(code);
  }

  loginSource(merchantCode: string, ip: string): Promise<void> {
    return this.limit(`login:src:${merchantCode}:${ip}`, LIMITS.loginPerSource, E.tooManyLogin);
  }

  async isAccountLocked(merchant: MerchantConfig, username: string): Promise<boolean> {
    const failures = await this.counters.count(accountKey(merchant.code, username));
    return failures >= merchant.accounts.lockoutFailures;
  }

  async loginFailed(merchant: MerchantConfig, username: string): Promise<void> {
    await this.counters.hit(
      accountKey(merchant.code, username),
      merchant.accounts.lockoutMinutes * MINUTE,
    );
  }

  loginSucceeded(merchant: MerchantConfig, username: string): Promise<void> {
    return this.counters.clear(accountKey(merchant.code, username));
  }

  async registration(
    merchantCode: string,
    client: { ip: string; deviceId: string | undefined },
  ): Promise<void> {
    await this.limit(
      `reg:ip:${merchantCode}:${client.ip}`,
      LIMITS.registerPerAddress,
      E.tooManyRegister,
    );
    await this.limit(
      `reg:net:${merchantCode}:${networkOf(client.ip)}`,
      LIMITS.registerPerNetwork,
      E.tooManyRegister,
    );
    if (client.deviceId) {
      await this.limit(
        `reg:dev:${merchantCode}:${client.deviceId}`,
        LIMITS.registerPerDevice,
        E.tooManyRegister,
      );
    }
  }

  usernameCheck(merchantCode: string, ip: string): Promise<void> {
    return this.limit(`check:${merchantCode}:${ip}`, LIMITS.checkPerAddress, E.tooManyCheck);
  }
}

function accountKey(merchantCode: string, username: string): string {
  return `login:acct:${merchantCode}:${username.toLowerCase()}`;
}
