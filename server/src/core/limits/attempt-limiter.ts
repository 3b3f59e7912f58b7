import ipaddr from 'ipaddr.js';
import {
  ACCOUNT_ERROR_CODES as E,
  CUSTOMER_SERVICE_ERROR_CODES as CS,
  PROMOTION_ERROR_CODES as P,
  VERIFICATION_ERROR_CODES as V,
  type ErrorCode,
} from '@lobby/contract';
import { AppError, unavailable } from '../errors.js';
import type { MerchantConfig } from '../merchant-config.js';
import { CountersUnavailableError, type CounterStore } from './counter-store.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Limits per window; a shared network (one /24 or /64) gets more room than one address. */
export const LIMITS = {
  /** Sign-ins, username checks and envelopes that fail to open, per address. */
  loginPerSource: { max: 60, windowMs: 15 * MINUTE },
  /** The same, per /24 (IPv4) or /64 (IPv6). */
  loginPerNetwork: { max: 150, windowMs: 15 * MINUTE },
  /**
   * Passkey challenges handed out, per address and per network: the login page asks one for its
   * username field's autofill on every visit, so they have room of their own apart from sign-ins.
   */
  passkeyChallengesPerSource: { max: 120, windowMs: 15 * MINUTE },
  passkeyChallengesPerNetwork: { max: 600, windowMs: 15 * MINUTE },
  registerPerAddress: { max: 10, windowMs: HOUR },
  registerPerNetwork: { max: 40, windowMs: HOUR },
  registerPerDevice: { max: 5, windowMs: HOUR },
  /** Past `max` failed sign-ins a minute on one merchant, every failed answer waits `delayMs`. */
  failureWave: { max: 100, windowMs: MINUTE, delayMs: 2_000 },
  /**
   * Operator sign-in tries (/ops/: passwords and authenticator codes), per address, per /24 or
   * /64, and per operator name whatever address they come from (never per merchant).
   */
  operatorLoginPerAddress: { max: 10, windowMs: 15 * MINUTE },
  operatorLoginPerNetwork: { max: 30, windowMs: 15 * MINUTE },
  operatorLoginPerAccount: { max: 20, windowMs: 15 * MINUTE },
  /** A visitor's chat messages, and the chats visitors start, per address. */
  chatVisitorMessages: { max: 20, windowMs: MINUTE },
  chatVisitorStarts: { max: 10, windowMs: HOUR },
  /** A member's chat messages. */
  chatMemberMessages: { max: 30, windowMs: MINUTE },
  /**
   * Chat streams open at once per conversation. Each closed stream gives its count back; the
   * window only bounds what a crashed instance leaves counted.
   */
  chatStreamsPerConversation: { max: 5, windowMs: HOUR },
  /** A member's feedback submissions (each up to a 1 MB screenshot). */
  feedbackPerMember: { max: 5, windowMs: HOUR },
  /** Codes sent by SMS or email, per address and per network (each number has its own limits). */
  codesPerSource: { max: 20, windowMs: HOUR },
  codesPerNetwork: { max: 60, windowMs: HOUR },
  /** Promo codes tried, per member and per address; a code that exists gives its try back. */
  promoCodesPerMember: { max: 10, windowMs: HOUR },
  promoCodesPerAddress: { max: 30, windowMs: HOUR },
  /** Phones counted as opening referral links, per address and per network. */
  referralVisitsPerSource: { max: 20, windowMs: HOUR },
  referralVisitsPerNetwork: { max: 60, windowMs: HOUR },
  /** Requests of tracked events (up to ten each) a browser sends, per address and per network. */
  trackedEventsPerSource: { max: 120, windowMs: HOUR },
  trackedEventsPerNetwork: { max: 400, windowMs: HOUR },
  /**
   * Real-user timing beacons (one a session, up to four samples), per address and per network,
   * and per network a day: one network keeps at most 2,000 samples a day, well under a page's
   * day (RUM_RULES.samplesPerPageDay), so it cannot fill a page's day and drown genuine beacons.
   */
  rumBeaconsPerSource: { max: 20, windowMs: HOUR },
  rumBeaconsPerNetwork: { max: 100, windowMs: HOUR },
  rumBeaconsPerNetworkDay: { max: 500, windowMs: 24 * HOUR },
} as const;

/** The /24 of an IPv4 address (IPv4-mapped IPv6 included) or the /64 of an IPv6 one. */
export function networkOf(ip: string): string {
  try {
    const address = ipaddr.process(ip);
    return address.kind() === 'ipv4'
      ? `${ipaddr.IPv4.networkAddressFromCIDR(`${address.toString()}/24`).toString()}/24`
      : `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/64`).toString()}/64`;
  } catch {
    return ip;
  }
}

type Rule = { readonly max: number; readonly windowMs: number };

const tooMany = (code: ErrorCode) =>
  new AppError(429, code, 'Too many attempts, please wait a while and try again');

const SIGN_IN = 'Sign-in';

/**
 * Counts sign-in tries per account, per source address and per network, failed sign-ins per
 * merchant, registrations per address, network and device, and sealed bodies per source. Every
 * count is reserved with one atomic increment before the work it guards, so concurrent requests
 * cannot all pass a check made before any of them is counted. Over a limit the error code
 * starts TOO_MANY_REQUEST.
 */
export class AttemptLimiter {
  constructor(private readonly counters: CounterStore) {}

  /** Counts one sign-in try against its source and its network. */
  loginSource(merchantCode: string, ip: string): Promise<void> {
    return this.sourceAndNetwork(merchantCode, ip, E.tooManyLogin, SIGN_IN);
  }

  /** Counts one passkey challenge against its source and its network (not a sign-in try). */
  async passkeyChallenge(merchantCode: string, ip: string): Promise<void> {
    const feature = 'Passkey sign-in';
    const { passkeyChallengesPerSource: perSource, passkeyChallengesPerNetwork: perNetwork } =
      LIMITS;
    await this.limit(`passkey:ip:${merchantCode}:${ip}`, perSource, E.tooManyLogin, feature);
    const network = `passkey:net:${merchantCode}:${networkOf(ip)}`;
    await this.limit(network, perNetwork, E.tooManyLogin, feature);
  }

  /** A username check spends the same allowance as a sign-in try, so it cannot probe names faster. */
  usernameCheck(merchantCode: string, ip: string): Promise<void> {
    return this.sourceAndNetwork(merchantCode, ip, E.tooManyCheck, 'The username check');
  }

  /**
   * Reserves one of the account's tries before its password is judged; false once the account
   * is locked (lockoutFailures tries in its lock window). A success clears the tries.
   */
  async reserveAccountTry(merchant: MerchantConfig, username: string): Promise<boolean> {
    const { lockoutFailures, lockoutMinutes } = merchant.accounts;
    const key = accountKey(merchant.code, username);
    const tries = await this.guard(SIGN_IN, this.counters.hit(key, lockoutMinutes * MINUTE));
    return tries <= lockoutFailures;
  }

  /**
   * Reserves one of the session's own confirmations (the password or a sent code asked again
   * before a time-out, a payout account, a second factor, a passkey) before it is judged: as many
   * per session as the account's lockout allows (lockoutFailures per lockoutMinutes), but its
   * own, so strangers' sign-ins never spend them. TOO_MANY_REQUEST_LOGIN past them; a right one
   * is given back.
   */
  async ownConfirmation(
    merchant: MerchantConfig,
    sessionId: string,
  ): Promise<{ succeeded(): Promise<void> }> {
    const feature = 'Confirming';
    const key = `confirm:session:${merchant.code}:${sessionId}`;
    const { lockoutFailures: max, lockoutMinutes } = merchant.accounts;
    await this.limit(key, { max, windowMs: lockoutMinutes * MINUTE }, E.tooManyLogin, feature);
    return { succeeded: () => this.guard(feature, this.counters.refund(key)) };
  }

  /** Counts one second-factor code of the account; answers how many were tried in its window. */
  reserveSecondFactorTry(merchant: MerchantConfig, username: string): Promise<number> {
    const key = `login:2fa:${merchant.code}:${username.toLowerCase()}`;
    return this.guard(SIGN_IN, this.counters.hit(key, merchant.accounts.lockoutMinutes * MINUTE));
  }

  secondFactorSucceeded(merchant: MerchantConfig, username: string): Promise<void> {
    const key = `login:2fa:${merchant.code}:${username.toLowerCase()}`;
    return this.guard(SIGN_IN, this.counters.clear(key));
  }

  /** Gives back a reserved try that turned out right but must not clear earlier failures. */
  refundAccountTry(merchant: MerchantConfig, username: string): Promise<void> {
    return this.guard(SIGN_IN, this.counters.refund(accountKey(merchant.code, username)));
  }

  loginSucceeded(merchant: MerchantConfig, username: string): Promise<void> {
    return this.guard(SIGN_IN, this.counters.clear(accountKey(merchant.code, username)));
  }

  /** Counts a failed sign-in on the merchant; answers how long to hold its answer (0 outside a wave). */
  async failureDelayMs(merchantCode: string): Promise<number> {
    const { max, windowMs, delayMs } = LIMITS.failureWave;
    const failures = await this.guard(
      SIGN_IN,
      this.counters.hit(`login:fail:${merchantCode}`, windowMs),
    );
    return failures > max ? delayMs : 0;
  }

  /**
   * Reserves a sign-in try of the source before a sealed body is opened, so a source over its
   * limit costs no RSA decryption; the caller refunds it once the body opens.
   */
  async sealedBody(merchantCode: string, ip: string): Promise<{ refund(): Promise<void> }> {
    const feature = 'This secure form';
    await this.sourceAndNetwork(merchantCode, ip, E.tooManyLogin, feature);
    return {
      refund: async () => {
        await this.guard(feature, this.counters.refund(sourceKey(merchantCode, ip)));
        await this.guard(feature, this.counters.refund(networkKey(merchantCode, ip)));
      },
    };
  }

  async registration(
    merchantCode: string,
    client: { ip: string; deviceId: string | undefined },
  ): Promise<void> {
    const feature = 'Registration';
    const code = E.tooManyRegister;
    await this.limit(
      `reg:ip:${merchantCode}:${client.ip}`,
      LIMITS.registerPerAddress,
      code,
      feature,
    );
    await this.limit(
      `reg:net:${merchantCode}:${networkOf(client.ip)}`,
      LIMITS.registerPerNetwork,
      code,
      feature,
    );
    if (client.deviceId) {
      await this.limit(
        `reg:dev:${merchantCode}:${client.deviceId}`,
        LIMITS.registerPerDevice,
        code,
        feature,
      );
    }
  }

  /** Counts one code sent (SMS or email) against its address and its network. */
  async codeSource(merchantCode: string, ip: string): Promise<void> {
    const feature = 'Sending codes';
    await this.limit(`code:ip:${merchantCode}:${ip}`, LIMITS.codesPerSource, V.tooManySms, feature);
    await this.limit(
      `code:net:${merchantCode}:${networkOf(ip)}`,
      LIMITS.codesPerNetwork,
      V.tooManySms,
      feature,
    );
  }

  /**
   * Counts one referral visit against its address and its network: false past either limit, so
   * one source cannot inflate a member's invited count with made-up phones.
   */
  async referralVisit(merchantCode: string, ip: string): Promise<boolean> {
    const feature = 'Referral visits';
    const within = async (key: string, rule: Rule) =>
      (await this.guard(feature, this.counters.hit(key, rule.windowMs))) <= rule.max;
    return (
      (await within(`referral:ip:${merchantCode}:${ip}`, LIMITS.referralVisitsPerSource)) &&
      within(`referral:net:${merchantCode}:${networkOf(ip)}`, LIMITS.referralVisitsPerNetwork)
    );
  }

  /**
   * Counts one request of tracked events (up to ten) against its address and its network: false past either
   * limit, so one source cannot fill the event ledger or inflate a report's visits.
   */
  async trackedEvents(merchantCode: string, ip: string): Promise<boolean> {
    const feature = 'Tracked events';
    const within = async (key: string, rule: Rule) =>
      (await this.guard(feature, this.counters.hit(key, rule.windowMs))) <= rule.max;
    return (
      (await within(`events:ip:${merchantCode}:${ip}`, LIMITS.trackedEventsPerSource)) &&
      within(`events:net:${merchantCode}:${networkOf(ip)}`, LIMITS.trackedEventsPerNetwork)
    );
  }

  /**
   * Counts one real-user timing beacon against its address and its network (an hour, and a day):
   * false past any of them, and the beacon is dropped.
   */
  async rumBeacon(merchantCode: string, ip: string): Promise<boolean> {
    const feature = 'Real-user metrics';
    const within = async (key: string, rule: Rule) =>
      (await this.guard(feature, this.counters.hit(key, rule.windowMs))) <= rule.max;
    const network = networkOf(ip);
    return (
      (await within(`rum:ip:${merchantCode}:${ip}`, LIMITS.rumBeaconsPerSource)) &&
      (await within(`rum:net:${merchantCode}:${network}`, LIMITS.rumBeaconsPerNetwork)) &&
      within(`rum:netday:${merchantCode}:${network}`, LIMITS.rumBeaconsPerNetworkDay)
    );
  }

  /**
   * Reserves one operator sign-in try of the address, of its network and of the name
   * (case-folded), before anything is judged: past any of the three limits the try is refused,
   * so tries spread over many addresses still count against the name. A flood can hold the
   * operator out for the window; that is the price of bounding guesses (docs/security.md). A
   * success gives its own three tries back.
   */
  async operatorLogin(
    merchantCode: string,
    ip: string,
    username: string,
  ): Promise<{ succeeded(): Promise<void> }> {
    const code = CS.tooManyOperatorLogin;
    const feature = 'Operator sign-in';
    const {
      operatorLoginPerAddress: perAddress,
      operatorLoginPerNetwork: perNetwork,
      operatorLoginPerAccount: perAccount,
    } = LIMITS;
    const addressKey = `ops:ip:${merchantCode}:${ip}`;
    const networkKey = `ops:net:${merchantCode}:${networkOf(ip)}`;
    const accountKey = `ops:acct:${merchantCode}:${username.toLowerCase()}`;
    await this.limit(addressKey, perAddress, code, feature);
    await this.limit(networkKey, perNetwork, code, feature);
    await this.limit(accountKey, perAccount, code, feature);
    return {
      succeeded: async () => {
        for (const key of [addressKey, networkKey, accountKey]) {
          await this.guard(feature, this.counters.refund(key));
        }
      },
    };
  }

  /**
   * Reserves one promo-code try of the member and of the address before the code is looked up,
   * so a burst gets no more judged; the caller gives it back when the code exists.
   */
  async promoCode(
    merchantCode: string,
    memberId: number,
    ip: string,
  ): Promise<{ refund(): Promise<void> }> {
    const feature = 'Promo codes';
    const code = P.tooManyPromoCodes;
    const memberKey = `promo:member:${merchantCode}:${memberId}`;
    const addressKey = `promo:ip:${merchantCode}:${ip}`;
    await this.limit(memberKey, LIMITS.promoCodesPerMember, code, feature);
    await this.limit(addressKey, LIMITS.promoCodesPerAddress, code, feature);
    return {
      refund: async () => {
        await this.guard(feature, this.counters.refund(memberKey));
        await this.guard(feature, this.counters.refund(addressKey));
      },
    };
  }

  /** Counts one chat message of a visitor (members are not limited here). */
  chatVisitorMessage(merchantCode: string, ip: string): Promise<void> {
    const key = `chat:msg:${merchantCode}:${ip}`;
    return this.limit(key, LIMITS.chatVisitorMessages, CS.tooManyChat, 'Chat');
  }

  /** Counts one chat message of a member, whatever address it comes from. */
  chatMemberMessage(merchantCode: string, memberId: number): Promise<void> {
    const key = `chat:member:${merchantCode}:${memberId}`;
    return this.limit(key, LIMITS.chatMemberMessages, CS.tooManyChat, 'Chat');
  }

  /** Counts one chat stream opening on a conversation; the caller releases it when it closes. */
  async chatStream(
    merchantCode: string,
    conversationId: number,
  ): Promise<{ release(): Promise<void> }> {
    const key = `chat:streams:${merchantCode}:${conversationId}`;
    const rule = LIMITS.chatStreamsPerConversation;
    const open = await this.guard('Chat', this.counters.hit(key, rule.windowMs));
    const release = () => this.guard('Chat', this.counters.refund(key));
    if (open > rule.max) {
      await release();
      throw tooMany(CS.tooManyChatStreams);
    }
    return { release };
  }

  /** Counts one feedback submission of a member, before its screenshot is read. */
  feedback(merchantCode: string, memberId: number): Promise<void> {
    const key = `feedback:${merchantCode}:${memberId}`;
    return this.limit(key, LIMITS.feedbackPerMember, CS.tooManyFeedback, 'Feedback');
  }

  /** Counts one chat a visitor starts. */
  chatVisitorStart(merchantCode: string, ip: string): Promise<void> {
    const key = `chat:start:${merchantCode}:${ip}`;
    return this.limit(key, LIMITS.chatVisitorStarts, CS.tooManyChat, 'Chat');
  }

  private async sourceAndNetwork(
    merchantCode: string,
    ip: string,
    code: ErrorCode,
    feature: string,
  ) {
    await this.limit(sourceKey(merchantCode, ip), LIMITS.loginPerSource, code, feature);
    await this.limit(networkKey(merchantCode, ip), LIMITS.loginPerNetwork, code, feature);
  }

  private async limit(key: string, rule: Rule, code: ErrorCode, feature: string) {
    if ((await this.guard(feature, this.counters.hit(key, rule.windowMs))) > rule.max) {
      throw tooMany(code);
    }
  }

  private async guard<T>(feature: string, counting: Promise<T>): Promise<T> {
    try {
      return await counting;
    } catch (error) {
      throw error instanceof CountersUnavailableError ? unavailable(feature) : error;
    }
  }
}

function accountKey(merchantCode: string, username: string): string {
  return `login:acct:${merchantCode}:${username.toLowerCase()}`;
}

function sourceKey(merchantCode: string, ip: string): string {
  return `login:src:${merchantCode}:${ip}`;
}

function networkKey(merchantCode: string, ip: string): string {
  return `login:net:${merchantCode}:${networkOf(ip)}`;
}
