import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calls } from '@lobby/contract';
import type { VendorWalletService } from './vendor-wallet.js';
import { registerCall } from '../core/http/register-call.js';
import { registerRawBodyRoutes } from '../core/http/raw-body.js';
import { readSignedRequest, type SignedRequest } from '../core/signed-request.js';

/** The seamless-wallet calls vendors make; their signature covers the exact bytes sent. */
export function registerVendorWalletRoutes(
  app: FastifyInstance,
  vendorWallet: VendorWalletService,
  options: { checkAnswers: boolean },
): void {
  registerRawBodyRoutes(app, (scope, rawBodyOf) => {
    const signed = (request: FastifyRequest): SignedRequest =>
      readSignedRequest(request, 'vendor', rawBodyOf(request));
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
