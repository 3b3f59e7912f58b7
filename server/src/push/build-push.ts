import type { Kysely } from 'kysely';
import type { AuditLog } from '../core/audit/audit-log.js';
import type { Database } from '../core/db/schema.js';
import type { ServerSecretRepository } from '../core/db/server-secret-repository.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import { PushRepository } from './push-repository.js';
import { sendPush, type PushTransport } from './push-sender.js';
import { PushService } from './push-service.js';
import { pushWorker, type PushOutboxPolicy } from './push-worker.js';
import { VapidKeys } from './vapid-keys.js';

/** Where a merchant's VAPID claims say pushes come from (web-push needs a mailto: or https:). */
const subjectOf = (merchant: MerchantConfig | undefined) =>
  `mailto:push@${merchant?.hosts[0] ?? 'localhost'}`;

/** The push services, for the server's plugin and for `npm run push`. */
export function buildPush(deps: {
  db: Kysely<Database>;
  now: () => Date;
  secrets: ServerSecretRepository;
  audit: AuditLog;
  merchantOf: (code: string) => Promise<MerchantConfig | undefined>;
  log: {
    warn(details: object, message: string): void;
    error(details: object, message: string): void;
  };
  policy?: PushOutboxPolicy;
  /** A send was queued: wake the worker. */
  queued?: () => void;
  /** How pushes leave (pushTransport of the deployment's PUSH_SERVICE_URL). */
  transport: PushTransport;
}) {
  const repository = new PushRepository(deps.db);
  const vapid = new VapidKeys(deps.db, deps.secrets, deps.now);
  const worker = pushWorker({
    repository,
    send: async (claimed, payload) => {
      const merchant = await deps.merchantOf(claimed.merchantCode);
      const keys = await vapid.of(claimed.merchantCode);
      return sendPush(
        claimed.subscription,
        payload,
        { ...keys, subject: subjectOf(merchant) },
        deps.transport,
      );
    },
    merchantOf: deps.merchantOf,
    now: deps.now,
    log: deps.log,
    policy: deps.policy,
  });
  const service = new PushService({
    repository,
    audit: deps.audit,
    now: deps.now,
    queued: deps.queued ?? (() => {}),
  });
  return {
    service,
    worker,
    vapidKey: async (merchantCode: string) => (await vapid.of(merchantCode)).publicKey,
  };
}
