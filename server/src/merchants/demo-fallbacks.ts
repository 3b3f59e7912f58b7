import type { MerchantConfig } from '../core/merchant-config.js';

/**
 * What a real merchant's file leaves to the built-in demo adapters, one phrase each (none for a
 * demo merchant): its players would meet demo games, or codes that reach nobody.
 */
export function demoFallbacks(merchant: MerchantConfig): string[] {
  if (merchant.demo) return [];
  const fallbacks: string[] = [];
  if (merchant.games.demoCatalogue) {
    fallbacks.push('games.demoCatalogue is on: its games would play on the demo vendor');
  }
  if (merchant.accounts.methods.includes('mobile') && merchant.messaging.sms.provider === 'local') {
    fallbacks.push(
      'messaging.sms is the local adapter while accounts by mobile are on: sign-in, reset and registration codes would reach no player',
    );
  }
  if (merchant.messaging.email.provider === 'local') {
    fallbacks.push('messaging.email is the local adapter: email codes would reach no player');
  }
  for (const provider of ['firebase', 'line', 'telegram', 'maya'] as const) {
    if (merchant.signIn[provider]?.provider === 'local') {
      fallbacks.push(
        `signIn.${provider} is the local fake identity provider: anyone could sign in as any identity`,
      );
    }
  }
  return fallbacks;
}

/**
 * With NODE_ENV=production, refuses the start when a real merchant would fall back on a demo
 * adapter: throws one message naming each merchant and what would fall back.
 */
export function refuseDemoFallbacks(
  merchants: readonly MerchantConfig[],
  env: NodeJS.ProcessEnv = process.env,
): void {
  if (env.NODE_ENV !== 'production') return;
  const problems = merchants.flatMap((merchant) =>
    demoFallbacks(merchant).map(
      (fallback) =>
        `  merchant ${merchant.code}: ${fallback}; a real merchant may not fall back on a demo adapter with NODE_ENV=production`,
    ),
  );
  if (problems.length > 0) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
}
