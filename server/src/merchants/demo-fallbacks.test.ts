import { describe, expect, it } from 'vitest';
import { merchantFactory } from '../../test/factories.js';
import { refuseDemoFallbacks } from './demo-fallbacks.js';

const SMTP = {
  provider: 'smtp' as const,
  host: 'smtp.example',
  port: 587,
  secure: false,
  from: 'codes@example.com',
};

describe('refuseDemoFallbacks', () => {
  const base = merchantFactory();
  const fallingBack = merchantFactory({
    demo: false,
    accounts: { ...base.accounts, methods: ['username', 'mobile'] },
  });
  const configured = merchantFactory({
    demo: false,
    games: { ...base.games, demoCatalogue: false },
    messaging: { sms: { provider: 'http', url: 'https://sms.example', keyEnv: 'K' }, email: SMTP },
  });

  it('stops a production start naming each real merchant and what would fall back', () => {
    const production = { NODE_ENV: 'production' };
    expect(() => refuseDemoFallbacks([base, fallingBack, configured], production)).toThrow(
      [
        'Invalid configuration:',
        `  merchant ${fallingBack.code}: games.demoCatalogue is on: its games would play on the demo vendor; a real merchant may not fall back on a demo adapter with NODE_ENV=production`,
        `  merchant ${fallingBack.code}: messaging.sms is the local adapter while accounts by mobile are on: sign-in, reset and registration codes would reach no player; a real merchant may not fall back on a demo adapter with NODE_ENV=production`,
        `  merchant ${fallingBack.code}: messaging.email is the local adapter: email codes would reach no player; a real merchant may not fall back on a demo adapter with NODE_ENV=production`,
      ].join('\n'),
    );
    // Demo merchants keep their demo adapters, and a fully configured real one starts.
    expect(() => refuseDemoFallbacks([base, configured], production)).not.toThrow();
  });

  it('lets any merchant start outside production', () => {
    expect(() => refuseDemoFallbacks([fallingBack], {})).not.toThrow();
  });
});
