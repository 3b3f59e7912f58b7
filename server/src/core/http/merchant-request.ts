import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@lobby/contract';
import { AppError } from '../errors.js';
import type { MerchantConfig } from '../merchant-config.js';

/** The name other plugins depend on to find `request.merchant` set (merchants/merchant-plugin). */
export const MERCHANT_PLUGIN = 'lobby-merchant';

/** The request's merchant, or an unknown_merchant failure. */
export function requireMerchant(request: FastifyRequest): MerchantConfig {
  if (!request.merchant) {
    throw new AppError(400, ERROR_CODES.unknownMerchant, 'No merchant is configured for this host');
  }
  return request.merchant;
}
