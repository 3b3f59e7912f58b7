import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calls, VENDOR_WALLET_HEADERS } from '@lobby/contract';
import type { SignedRequest, VendorWalletService } from '../../../services/wallet/vendor-wallet.js';
import { registerCall } from '../../register-call.js';

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * The seamless-wallet calls vendors make. Their signature covers the exact bytes sent, so these
 * routes keep the raw body beside the parsed one (in a scope of their own).
 */
export function registerVendorWalletRoutes(
  app: FastifyInstance,
  vendorWallet: VendorWalletService,
  options: { checkAnswers: boolean },
): void {
  const rawBodies = new WeakMap<FastifyRequest, string>();
  const signed = (request: FastifyRequest): SignedRequest => ({
    vendor: header(request, VENDOR_WALLET_HEADERS.vendor),
    timestamp: header(request, VENDOR_WALLET_HEADERS.timestamp),
    signature: header(request, VENDOR_WALLET_HEADERS.signature),
    rawBody: rawBodies.get(request) ?? '',
  });

  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      async (request: FastifyRequest, body: string) => {
        rawBodies.set(request, body);
        return JSON.parse(body) as unknown;
      },
    );
    registerCall(
      scope,
      calls.vendorWalletDebit,
      async ({ body, merchant, request }) =>
        vendorWallet.debit(
          merchant,
          await vendorWallet.authenticate(merchant, signed(request)),
          body,
        ),
      options,
    );
    registerCall(
      scope,
      calls.vendorWalletCredit,
      async ({ body, merchant, request }) =>
        vendorWallet.credit(
          merchant,
          await vendorWallet.authenticate(merchant, signed(request)),
          body,
        ),
      options,
    );
    registerCall(
      scope,
      calls.vendorWalletRollback,
      async ({ body, merchant, request }) =>
        vendorWallet.rollback(
          merchant,
          await vendorWallet.authenticate(merchant, signed(request)),
          body,
        ),
      options,
    );
  });
}
