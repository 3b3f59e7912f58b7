import type { FastifyInstance } from 'fastify';
import { calls, PAGE_PATHS } from '@lobby/contract';
import { DEMO_PAY_PATH, type DemoPaymentProvider } from './demo-payment.js';
import { demoMoney } from './demo-rounds.js';
import { DEMO_VENDOR_PATH } from './demo-vendor.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import { postSigned } from '../core/signed-request.js';

/** How long the demo provider waits for Lobby to take its notification. */
const NOTIFY_TIMEOUT_MS = 10_000;
import { escapeHtml, htmlPage } from '../core/html.js';

function checkoutPage(merchant: MerchantConfig, amount: string, token: string): string {
  const form = (
    action: 'pay' | 'cancel',
    label: string,
    primary: boolean,
  ) => `<form method="post" action="${DEMO_PAY_PATH}/checkout">
<input type="hidden" name="t" value="${escapeHtml(token)}">
<button type="submit" name="action" value="${action}"${primary ? ' class="primary"' : ''} data-testid="demo-pay-${action}">${label}</button>
</form>`;
  return htmlPage({
    title: 'Demo Pay',
    stylesheet: `${DEMO_VENDOR_PATH}/demo.css`,
    bodyClass: 'demo',
    body: `<header class="bar"><h1>Demo Pay</h1></header>
<main class="notice">
<h1>Pay ${escapeHtml(merchant.name)}</h1>
<p class="balance">Amount <output data-testid="demo-pay-amount">${escapeHtml(amount)}</output></p>
<p>This is the built-in demo payment provider: no real money moves.</p>
<div class="actions">${form('pay', 'Pay', true)}${form('cancel', 'Cancel', false)}</div>
</main>`,
  });
}

/**
 * The built-in demo payment provider's checkout: the amount with Pay and Cancel. Either sends
 * Lobby a signed notification, as a real provider's server would, then returns the player to
 * the deposit page. Demo merchants only: for a real merchant the checkout is not found.
 */
export function registerDemoPaymentRoutes(
  app: FastifyInstance,
  deps: {
    provider: DemoPaymentProvider;
    secret: () => Promise<Uint8Array>;
    /** Lobby's public origin, where the notification goes (known once the server listens). */
    origin: () => string;
    now: () => Date;
  },
): void {
  const checkoutOf = async (merchant: MerchantConfig | null | undefined, token: unknown) => {
    if (!merchant?.demo || typeof token !== 'string' || token.length > 256) return undefined;
    return deps.provider.checkoutOf(token, merchant.code);
  };

  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      async (_request: unknown, body: string) => Object.fromEntries(new URLSearchParams(body)),
    );

    scope.get(`${DEMO_PAY_PATH}/checkout`, async (request, reply) => {
      if (request.merchant && !request.merchant.demo) return reply.callNotFound();
      const { t } = request.query as { t?: unknown };
      const deposit = await checkoutOf(request.merchant, t);
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      if (!deposit || !request.merchant) {
        return reply.redirect(PAGE_PATHS.walletDeposit, 303);
      }
      const amount = demoMoney(request.merchant, 'EN')(deposit.amount);
      return reply.send(checkoutPage(request.merchant, amount, t as string));
    });

    scope.post(`${DEMO_PAY_PATH}/checkout`, async (request, reply) => {
      if (request.merchant && !request.merchant.demo) return reply.callNotFound();
      const { t, action } = (request.body ?? {}) as Record<string, unknown>;
      const merchant = request.merchant;
      const deposit = await checkoutOf(merchant, t);
      if (deposit && merchant && (action === 'pay' || action === 'cancel')) {
        const body = JSON.stringify({
          depositId: deposit.depositId,
          status: action === 'pay' ? 'paid' : 'cancelled',
          amount: deposit.amount,
          providerReference: `demo-${deposit.depositId}`,
        });
        // Over HTTP to Lobby's public address, as a provider's server sends it; a failure leaves
        // the deposit pending, which the deposit page shows.
        await postSigned({
          url: `${deps.origin()}${calls.paymentCallback.path}`,
          body,
          secret: await deps.secret(),
          now: deps.now(),
          signer: { header: 'provider', name: deps.provider.provider },
          headers: { merchant: merchant.code },
          timeoutMs: NOTIFY_TIMEOUT_MS,
        }).then(
          (response) => {
            if (!response.ok)
              request.log.warn({ status: response.status }, 'demo payment notification refused');
          },
          (error: unknown) =>
            request.log.warn({ err: error }, 'demo payment notification not delivered'),
        );
      }
      const back = deposit
        ? `${PAGE_PATHS.walletDeposit}?depositId=${encodeURIComponent(deposit.depositId)}`
        : PAGE_PATHS.walletDeposit;
      return reply.header('cache-control', 'no-store').redirect(back, 303);
    });
  });
}
