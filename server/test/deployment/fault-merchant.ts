import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './lobby-process.js';
import { PROVIDER, VENDOR } from './money-client.js';

/**
 * A merchants folder of the fault suite's own: the demo merchant with a real vendor wallet and a
 * real payment provider (signed HTTP, secrets from the environment), and room for many pending
 * deposits and withdrawals, so its load is many concurrent money movements.
 */
export function writeFaultMerchants(providerUrl: string): {
  dir: string;
  env: Record<string, string>;
} {
  const demo = JSON.parse(
    fs.readFileSync(path.join(REPO_ROOT, 'merchants', 'demo.json'), 'utf8'),
  ) as Record<string, Record<string, unknown>>;
  const merchant = {
    ...demo,
    games: {
      ...demo.games,
      vendorApis: { [VENDOR.code]: { url: 'https://acme.example', secretEnv: VENDOR.secretEnv } },
    },
    payments: {
      providers: [
        {
          method: PROVIDER.method,
          name: 'Acme Pay',
          provider: PROVIDER.name,
          url: providerUrl,
          secretEnv: PROVIDER.secretEnv,
        },
      ],
    },
    wallet: { ...demo.wallet, maxPendingDeposits: 100, maxPendingWithdrawals: 100 },
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-fault-merchants-'));
  fs.writeFileSync(path.join(dir, 'demo.json'), JSON.stringify(merchant, null, 2));
  return { dir, env: { [VENDOR.secretEnv]: VENDOR.secret, [PROVIDER.secretEnv]: PROVIDER.secret } };
}
