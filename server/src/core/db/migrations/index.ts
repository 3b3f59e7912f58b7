import type { Kysely } from 'kysely';
import * as m0001 from './0001-merchants.js';
import * as m0002 from './0002-envelope-keys.js';
import * as m0003 from './0003-members-and-sessions.js';
import * as m0004 from './0004-games.js';
import * as m0005 from './0005-remember-tokens.js';
import * as m0006 from './0006-server-secrets.js';
import * as m0007 from './0007-envelope-nonces.js';
import * as m0008 from './0008-session-devices.js';
import * as m0009 from './0009-wallet.js';
import * as m0010 from './0010-promotions.js';
import * as m0011 from './0011-customer-service.js';
import * as m0012 from './0012-banner-texts.js';
import * as m0013 from './0013-referrals.js';
import * as m0014 from './0014-verification-codes.js';
import * as m0015 from './0015-withdraw-accounts.js';
import * as m0016 from './0016-member-email.js';
import * as m0017 from './0017-members-mobile-e164.js';
import * as m0018 from './0018-message-outbox.js';
import * as m0019 from './0019-bonuses.js';
import * as m0020 from './0020-player-protection.js';
import * as m0021 from './0021-vip-conditions.js';
import * as m0022 from './0022-scheduled-jobs.js';
import * as m0023 from './0023-audit-log.js';
import * as m0024 from './0024-tracked-events.js';
import * as m0025 from './0025-operators.js';
import * as m0026 from './0026-member-console.js';
import * as m0027 from './0027-balance-adjustments.js';
import * as m0028 from './0028-ops-money.js';
import * as m0029 from './0029-customer-service-console.js';
import * as m0030 from './0030-content-editing.js';
import * as m0031 from './0031-member-attributions.js';
import * as m0032 from './0032-s2s-info-and-rum.js';
import * as m0033 from './0033-postback-outbox.js';
import * as m0034 from './0034-member-identities.js';
import * as m0035 from './0035-passkeys.js';
import * as m0036 from './0036-push.js';
import * as m0037 from './0037-hpke-envelope-keys.js';
import * as m0038 from './0038-retire-wallet-events.js';
import * as m0039 from './0039-operator-approvals.js';
import * as m0040 from './0040-held-deposits.js';
import * as m0041 from './0041-browser-event-ids.js';

export interface Migration {
  id: number;
  name: string;
  up(db: Kysely<unknown>): Promise<void>;
}

/** Numbered migrations in the order they apply; add new ones at the end, never edit old ones. */
export const migrations: readonly Migration[] = [
  { id: 1, name: 'merchants', ...m0001 },
  { id: 2, name: 'envelope-keys', ...m0002 },
  { id: 3, name: 'members-and-sessions', ...m0003 },
  { id: 4, name: 'games', ...m0004 },
  { id: 5, name: 'remember-tokens', ...m0005 },
  { id: 6, name: 'server-secrets', ...m0006 },
  { id: 7, name: 'envelope-nonces', ...m0007 },
  { id: 8, name: 'session-devices', ...m0008 },
  { id: 9, name: 'wallet', ...m0009 },
  { id: 10, name: 'promotions', ...m0010 },
  { id: 11, name: 'customer-service', ...m0011 },
  { id: 12, name: 'banner-texts', ...m0012 },
  { id: 13, name: 'referrals', ...m0013 },
  { id: 14, name: 'verification-codes', ...m0014 },
  { id: 15, name: 'withdraw-accounts', ...m0015 },
  { id: 16, name: 'member-email', ...m0016 },
  { id: 17, name: 'members-mobile-e164', ...m0017 },
  { id: 18, name: 'message-outbox', ...m0018 },
  { id: 19, name: 'bonuses', ...m0019 },
  { id: 20, name: 'player-protection', ...m0020 },
  { id: 21, name: 'vip-conditions', ...m0021 },
  { id: 22, name: 'scheduled-jobs', ...m0022 },
  { id: 23, name: 'audit-log', ...m0023 },
  { id: 24, name: 'tracked-events', ...m0024 },
  { id: 25, name: 'operators', ...m0025 },
  { id: 26, name: 'member-console', ...m0026 },
  { id: 27, name: 'balance-adjustments', ...m0027 },
  { id: 28, name: 'ops-money', ...m0028 },
  { id: 29, name: 'customer-service-console', ...m0029 },
  { id: 30, name: 'content-editing', ...m0030 },
  { id: 31, name: 'member-attributions', ...m0031 },
  { id: 32, name: 's2s-info-and-rum', ...m0032 },
  { id: 33, name: 'postback-outbox', ...m0033 },
  { id: 34, name: 'member-identities', ...m0034 },
  { id: 35, name: 'passkeys', ...m0035 },
  { id: 36, name: 'push', ...m0036 },
  { id: 37, name: 'hpke-envelope-keys', ...m0037 },
  { id: 38, name: 'retire-wallet-events', ...m0038 },
  { id: 39, name: 'operator-approvals', ...m0039 },
  { id: 40, name: 'held-deposits', ...m0040 },
  { id: 41, name: 'browser-event-ids', ...m0041 },
];
