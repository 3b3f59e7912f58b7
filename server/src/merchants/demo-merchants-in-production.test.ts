import { describe, expect, it } from 'vitest';
import { merchantFactory } from '../../test/factories.js';
import { refuseDemoMerchantsInProduction } from './demo-merchants-in-production.js';

describe('refuseDemoMerchantsInProduction', () => {
  const demo = merchantFactory({ code: 'demo', demo: true });
  const neon = merchantFactory({ code: 'neon', demo: true });
  const real = merchantFactory({ code: 'acme', demo: false });
  const production = { production: true, allowDemoMerchantsInProduction: false };

  it('stops a production start naming each demo merchant and the variable that allows them', () => {
    expect(() => refuseDemoMerchantsInProduction([demo, real, neon], production)).toThrow(
      [
        'Invalid configuration:',
        '  merchant demo: "demo": true is refused with NODE_ENV=production (its payment provider credits money nobody paid); point MERCHANTS_DIR at a folder without the demo merchants, or set ALLOW_DEMO_MERCHANTS_IN_PRODUCTION=true to serve them on purpose',
        '  merchant neon: "demo": true is refused with NODE_ENV=production (its payment provider credits money nobody paid); point MERCHANTS_DIR at a folder without the demo merchants, or set ALLOW_DEMO_MERCHANTS_IN_PRODUCTION=true to serve them on purpose',
      ].join('\n'),
    );
    expect(() => refuseDemoMerchantsInProduction([real], production)).not.toThrow();
  });

  it('lets demo merchants start when the deployment opts in, and always outside production', () => {
    const optedIn = { production: true, allowDemoMerchantsInProduction: true };
    expect(() => refuseDemoMerchantsInProduction([demo, real], optedIn)).not.toThrow();
    const development = { production: false, allowDemoMerchantsInProduction: false };
    expect(() => refuseDemoMerchantsInProduction([demo, real], development)).not.toThrow();
  });
});
