import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '@lobby/contract';
import { AppError } from '../core/errors.js';
import { wantsAppPage } from '../core/http/app-page-request.js';
import { MERCHANT_PLUGIN } from '../core/http/merchant-request.js';

export { MERCHANT_PLUGIN, requireMerchant } from '../core/http/merchant-request.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import { normalizeAffiliateCode, type MerchantDirectory } from './merchant-directory.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Health probes answer without a merchant, even while the database is down. */
    skipMerchant?: boolean;
    /**
     * The Merchant header may come as `?merchant=` instead: an EventSource cannot send headers,
     * and a super-operator's stream names the merchant they act on.
     */
    merchantFromQuery?: boolean;
  }
  interface FastifyRequest {
    /** The merchant this request belongs to, or null when none could be resolved. */
    merchant: MerchantConfig | null;
    affiliateCode: string;
    /** True when the request's host is one of its merchant's (an affiliate sub-domain too). */
    onMerchantHost: boolean;
  }
}

const MERCHANT_HEADER = 'merchant';

/**
 * Resolves the merchant of each request: the Merchant header (or `?merchant=` on routes that
 * allow it), else the host (or its parent, the first label being an affiliate code), else the
 * default merchant. An unknown code in the header
 * is refused at once; an unknown host with no default leaves the merchant empty, and calls that
 * need one answer unknown_merchant (the status call answers domain_not_available).
 */
async function merchantResolution(
  app: FastifyInstance,
  options: { directory: MerchantDirectory; defaultMerchant: string | undefined },
): Promise<void> {
  const { directory, defaultMerchant } = options;
  app.decorateRequest('merchant', null);
  app.decorateRequest('affiliateCode', '');
  app.decorateRequest('onMerchantHost', false);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.skipMerchant) return;
    let resolved: Awaited<ReturnType<typeof resolve>>;
    try {
      resolved = await resolve(request, directory, defaultMerchant);
    } catch (error) {
      // An app page still answers (unbranded) while the database is away: the app then shows
      // the status call's failure with its Retry, rather than the browser showing raw JSON.
      if (!(error instanceof AppError) && wantsAppPage(request)) {
        request.log.warn({ err: error }, 'merchant lookup failed; serving the plain app page');
        return;
      }
      throw error;
    }
    request.merchant = resolved?.merchant ?? null;
    request.affiliateCode = resolved?.affiliateCode ?? normalizeAffiliateCode(undefined);
    request.onMerchantHost = resolved?.onMerchantHost ?? false;
  });
}

export const merchantPlugin = fp(merchantResolution, { name: MERCHANT_PLUGIN });

async function resolve(
  request: FastifyRequest,
  directory: MerchantDirectory,
  defaultMerchant: string | undefined,
) {
  const header = request.headers[MERCHANT_HEADER];
  const code = (Array.isArray(header) ? header[0] : header) ?? merchantOfQuery(request);
  const byHost = await directory.byHost(request.hostname.replace(/:\d+$/, ''));
  if (code) {
    const merchant = await directory.byCode(code);
    if (!merchant) {
      throw new AppError(
        400,
        ERROR_CODES.unknownMerchant,
        `Unknown merchant "${code.slice(0, 64)}"`,
      );
    }
    const onMerchantHost = byHost?.merchant.code === merchant.code;
    const affiliateCode = onMerchantHost ? byHost.affiliateCode : normalizeAffiliateCode(undefined);
    return { merchant, affiliateCode, onMerchantHost };
  }
  if (byHost) return { ...byHost, onMerchantHost: true };
  if (defaultMerchant) {
    const merchant = await directory.byCode(defaultMerchant);
    if (merchant) {
      return { merchant, affiliateCode: normalizeAffiliateCode(undefined), onMerchantHost: false };
    }
  }
  return undefined;
}

function merchantOfQuery(request: FastifyRequest): string | undefined {
  if (!request.routeOptions.config?.merchantFromQuery) return undefined;
  const value = (request.query as Record<string, unknown> | undefined)?.[MERCHANT_HEADER];
  return typeof value === 'string' && value !== '' ? value : undefined;
}
