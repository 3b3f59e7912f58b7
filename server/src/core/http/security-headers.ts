import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pixelOrigins } from '@lobby/contract';
import type { MerchantConfig } from '../merchant-config.js';
import { MERCHANT_PLUGIN } from './merchant-request.js';
import { firebaseOrigins, openerPolicy } from './firebase-origins.js';

/**
 * Where Geetest's browser widget (gt.js, gt4.js) loads its scripts (JSONP), styles and calls.
 * Allowed only on the pages of merchants that use live Geetest.
 */
export const GEETEST_ORIGINS = [
  'https://static.geetest.com',
  'https://api.geetest.com',
  'https://gcaptcha4.geetest.com',
  'https://static.geevisit.com',
  'https://api.geevisit.com',
  'https://gcaptcha4.geevisit.com',
] as const;

/**
 * The Content-Security-Policy, with the third parties this merchant's pages need (Geetest, its chat
 * widget, its pixels) and the game vendors and widgets they may frame.
 */
export function contentSecurityPolicy(
  thirdParties: readonly string[] = [],
  frameSources: readonly string[] = [],
): string {
  const extra = thirdParties.length > 0 ? ` ${thirdParties.join(' ')}` : '';
  const frames = frameSources.length > 0 ? ` ${frameSources.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${extra}`,
    // React sets style properties through the DOM, but merchant themes arrive as inline custom properties.
    `style-src 'self' 'unsafe-inline'${extra}`,
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${extra}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    // The demo vendor's games are framed from this origin; real vendors from their API's origin.
    `frame-src 'self'${frames}`,
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

const usesGeetest = (merchant: MerchantConfig | null) =>
  !!merchant && merchant.captcha.enabled && merchant.flags.GEETEST3 === true;

/** The origins of the merchant's real game vendors, whose launch pages its pages frame. */
export function vendorOrigins(merchant: MerchantConfig): string[] {
  const origins = Object.values(merchant.games.vendorApis).map((api) => new URL(api.url).origin);
  return [...new Set(origins)].sort();
}

/**
 * The origins of the merchant's third-party chat widget: its script, the custom scripts and the
 * further origins it names. Only this merchant's pages allow them.
 */
export function chatWidgetOrigins(merchant: MerchantConfig): string[] {
  const widget = merchant.chat.widget;
  if (!widget) return [];
  const urls = [widget.scriptUrl, ...widget.customScripts, ...widget.origins];
  return [...new Set(urls.map((url) => new URL(url).origin))].sort();
}

// Launch addresses carry a token in their query; no page should pass it on as a referrer.
const isVendorPage = (url: string) => url.startsWith('/vendor/');

/**
 * A strict Content-Security-Policy and the usual hardening headers on every answer. With
 * `geetestLive`, pages of merchants that use Geetest may load its widget.
 */
async function securityHeaders(
  app: FastifyInstance,
  options: { geetestLive: boolean },
): Promise<void> {
  const plain = contentSecurityPolicy();
  // Merchant configurations are cached objects, so each one's policy is built once.
  const policies = new WeakMap<MerchantConfig, string>();
  const policyOf = (request: FastifyRequest) => {
    const { merchant } = request;
    if (!merchant) return plain;
    let policy = policies.get(merchant);
    if (!policy) {
      const geetest = options.geetestLive && usesGeetest(merchant);
      const widget = chatWidgetOrigins(merchant);
      const firebase = firebaseOrigins(merchant);
      policy = contentSecurityPolicy(
        [
          ...(geetest ? GEETEST_ORIGINS : []),
          ...widget,
          ...pixelOrigins(merchant.pixels),
          ...firebase.thirdParties,
        ],
        [...vendorOrigins(merchant), ...widget, ...firebase.frames],
      );
      policies.set(merchant, policy);
    }
    return policy;
  };
  app.addHook('onSend', async (request, reply) => {
    // A route that answers something other than a page (an SVG, a vendor game) sets its own.
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', policyOf(request));
    }
    reply.header('x-content-type-options', 'nosniff');
    reply.header(
      'referrer-policy',
      isVendorPage(request.url) ? 'no-referrer' : 'strict-origin-when-cross-origin',
    );
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('cross-origin-opener-policy', openerPolicy(request.merchant));
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
}

export const securityHeadersPlugin = fp(securityHeaders, {
  name: 'lobby-security-headers',
  dependencies: [MERCHANT_PLUGIN],
});
