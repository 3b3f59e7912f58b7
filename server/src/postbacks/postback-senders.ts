import {
  AF_APP_ID_FORMAT,
  minorDigits,
  type PostbackDestination,
  type TrackedEventName,
} from '@lobby/contract';
import type { VendorSecrets } from '../core/config/config.js';
import { OutboundUrlError, pathSegment, type OutboundFetch } from '../core/outbound-url.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import type { StoredS2sInfo } from './s2s-info-repository.js';

/** One event on its way to one destination, with the member's ids. */
export interface Postback {
  merchant: MerchantConfig;
  eventId: string;
  name: TrackedEventName;
  memberId: number | null;
  /** Minor units, with its currency (money events). */
  amount: number | null;
  currency: string | null;
  createdAt: Date;
  info: StoredS2sInfo;
}

/** Delivers a postback; throws when the destination did not take it (it is retried). */
export type PostbackSender = (postback: Postback) => Promise<void>;

/** How long a destination may take to answer; well inside the outbox's lease. */
export const POSTBACK_TIMEOUT_MS = 10_000;

/** An amount in minor units as the decimal string of major units partners expect (10050 → 100.50). */
export function revenueOf(amount: number, currency: string): string {
  const digits = minorDigits(currency);
  if (digits === 0) return String(amount);
  const text = String(amount).padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/**
 * Sends through the outward-call guard (core/outbound-url.ts): the merchant file names the URL,
 * the member's app some of its parts, so https, no internal address and no redirect followed.
 */
async function deliver(
  fetch: OutboundFetch,
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: string },
  destination: string,
): Promise<void> {
  const response = await fetch(url, {
    ...init,
    signal: AbortSignal.timeout(POSTBACK_TIMEOUT_MS),
  });
  // The body is not needed; reading it frees the connection.
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new Error(`${destination} answered HTTP ${response.status}`);
}

/** AppsFlyer's time format: `yyyy-MM-dd HH:mm:ss.SSS`, UTC. */
const appsflyerTime = (at: Date) => at.toISOString().replace('T', ' ').replace('Z', '');

/**
 * AppsFlyer's S2S events API (POST <url>/<app id>, the dev key in the `authentication` header):
 * appsflyer_id, eventName and eventValue are required; revenue rides as af_revenue and
 * af_currency in eventValue; advertising ids and customer_user_id help attribution.
 */
export function appsflyerSender(secrets: VendorSecrets, fetch: OutboundFetch): PostbackSender {
  return async (postback) => {
    const config = postback.merchant.postbacks.appsflyer;
    if (!config) throw new Error('AppsFlyer is not configured for this merchant');
    const { info } = postback;
    const appId = info.afAppId ?? config.appId;
    if (!info.appsflyerId || !appId) throw new Error('the member has no AppsFlyer id');
    const money =
      postback.amount !== null && postback.currency
        ? {
            af_revenue: revenueOf(postback.amount, postback.currency),
            af_currency: postback.currency,
          }
        : {};
    const body = {
      appsflyer_id: info.appsflyerId,
      eventName: config.eventNames[postback.name] ?? postback.name,
      eventValue: { ...money, eventID: postback.eventId },
      ...(postback.currency ? { eventCurrency: postback.currency } : {}),
      eventTime: appsflyerTime(postback.createdAt),
      ...(postback.memberId !== null ? { customer_user_id: String(postback.memberId) } : {}),
      ...(info.afAdvertisingId || info.gpsAdid
        ? { advertising_id: info.afAdvertisingId ?? info.gpsAdid }
        : {}),
      ...(info.afOaid ? { oaid: info.afOaid } : {}),
      ...(info.idfa ? { idfa: info.idfa } : {}),
      ...(info.idfv ? { idfv: info.idfv } : {}),
      af_events_api: 'true',
    };
    await deliver(
      fetch,
      `${config.url.replace(/\/$/, '')}/${pathSegment(appId, AF_APP_ID_FORMAT)}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authentication: secrets[config.devKeyEnv] ?? '',
        },
        body: JSON.stringify(body),
      },
      'AppsFlyer',
    );
  };
}

/**
 * Adjust's S2S event API (POST <url>, form-encoded): s2s=1, app_token, event_token and a device
 * id (adid, gps_adid or idfa) are required; revenue in major units with its currency;
 * created_at_unix dates the event; the S2S security token rides as Authorization: Bearer.
 */
export function adjustSender(secrets: VendorSecrets, fetch: OutboundFetch): PostbackSender {
  return async (postback) => {
    const config = postback.merchant.postbacks.adjust;
    if (!config) throw new Error('Adjust is not configured for this merchant');
    const { info } = postback;
    const appToken = info.adAppToken ?? config.appToken;
    const eventToken = config.eventTokens[postback.name];
    if (!appToken || !eventToken) throw new Error('no Adjust app or event token for this event');
    const form = new URLSearchParams({
      s2s: '1',
      app_token: appToken,
      event_token: eventToken,
      environment: config.environment,
      created_at_unix: String(Math.floor(postback.createdAt.getTime() / 1000)),
      callback_params: JSON.stringify({
        eventID: postback.eventId,
        ...(postback.memberId !== null ? { customerId: String(postback.memberId) } : {}),
      }),
    });
    for (const [param, value] of [
      ['adid', info.adid],
      ['gps_adid', info.gpsAdid],
      ['idfa', info.idfa],
      ['idfv', info.idfv],
    ] as const) {
      if (value) form.set(param, value);
    }
    if (postback.amount !== null && postback.currency) {
      form.set('revenue', revenueOf(postback.amount, postback.currency));
      form.set('currency', postback.currency);
    }
    const token = config.authTokenEnv ? secrets[config.authTokenEnv] : undefined;
    await deliver(
      fetch,
      config.url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: form.toString(),
      },
      'Adjust',
    );
  };
}

/**
 * The merchant's affiliate network: a GET of its URL template, placeholders filled in,
 * URL-encoded. A value of dots only is refused (in a path it would climb), and the filled URL
 * must keep the template's origin.
 */
export const genericSender =
  (fetch: OutboundFetch): PostbackSender =>
  async (postback) => {
    const config = postback.merchant.postbacks.generic;
    if (!config) throw new Error('no generic postback is configured for this merchant');
    if (!postback.info.clickId) throw new Error('the member has no click id');
    const values: Record<string, string> = {
      clickId: postback.info.clickId,
      eventName: postback.name,
      eventId: postback.eventId,
      customerId: postback.memberId === null ? '' : String(postback.memberId),
      amount: postback.amount === null ? '' : String(postback.amount),
      revenue:
        postback.amount !== null && postback.currency
          ? revenueOf(postback.amount, postback.currency)
          : '',
      currency: postback.currency ?? '',
    };
    // Placeholders survive URL parsing as %7B…%7D; both spellings are filled in.
    const url = config.urlTemplate.replace(/\{(\w+)\}|%7B(\w+)%7D/g, (whole, plain, encoded) => {
      const name = (plain ?? encoded) as string;
      if (!(name in values)) return whole;
      const value = values[name]!;
      if (/^\.+$/.test(value)) throw new OutboundUrlError(config.urlTemplate, `a ${name} of dots`);
      return encodeURIComponent(value);
    });
    if (new URL(url).origin !== new URL(config.urlTemplate).origin) {
      throw new OutboundUrlError(config.urlTemplate, 'the filled template names another origin');
    }
    await deliver(fetch, url, { method: 'GET' }, 'the affiliate network');
  };

/** The senders of every destination; the local one only logs, for demo merchants. */
export function postbackSenders(deps: {
  secrets: VendorSecrets;
  /** The guarded outward fetch (app.core.outbound.fetch). */
  fetch: OutboundFetch;
  log: (details: object, message: string) => void;
}): Record<PostbackDestination, PostbackSender> {
  return {
    appsflyer: appsflyerSender(deps.secrets, deps.fetch),
    adjust: adjustSender(deps.secrets, deps.fetch),
    generic: genericSender(deps.fetch),
    local: async (postback) => {
      if (!postback.merchant.demo)
        throw new Error('the local postback log serves demo merchants only');
      deps.log(
        {
          merchant: postback.merchant.code,
          eventId: postback.eventId,
          event: postback.name,
          memberId: postback.memberId,
          amount: postback.amount,
          currency: postback.currency,
          ids: Object.keys(postback.info),
        },
        'postback (local, demo merchant)',
      );
    },
  };
}
