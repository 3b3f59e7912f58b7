import { createHash, randomBytes } from 'node:crypto';
import { ERROR_CODES, type PushSendBody } from '@lobby/contract';
import type { AuditActor, AuditLog } from '../core/audit/audit-log.js';
import { AppError } from '../core/errors.js';
import type { MerchantConfig } from '../core/merchant-config.js';
import type { PushRepository, WebSubscription } from './push-repository.js';
import { mayPushTo } from './push-sender.js';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

const unknownToken = () =>
  new AppError(404, ERROR_CODES.pushTokenUnknown, 'This push registration is not known');

export interface WebSubscriptionInput {
  endpoint: string;
  auth: string;
  p256dh: string;
  applicationPubKey?: string;
}

/**
 * Push registrations and topics of SPEC section 7, and operators' sends. A registration token
 * is a bearer secret for one browser's subscription: only its hash is stored, and every call is
 * scoped by the request's merchant.
 */
export class PushService {
  constructor(
    private readonly deps: {
      repository: PushRepository;
      audit: AuditLog;
      now: () => Date;
      /** A message was queued here: the worker may send now. */
      queued: () => void;
    },
  ) {}

  async register(merchant: MerchantConfig, web: WebSubscriptionInput): Promise<string> {
    const subscription = this.checked(web);
    const token = newToken();
    await this.deps.repository.register(
      merchant.code,
      hashOf(token),
      subscription,
      this.deps.now(),
    );
    return token;
  }

  async update(
    merchant: MerchantConfig,
    token: string,
    web: WebSubscriptionInput,
  ): Promise<string> {
    const subscription = this.checked(web);
    const fresh = newToken();
    const known = await this.deps.repository.update(
      merchant.code,
      hashOf(token),
      hashOf(fresh),
      subscription,
      this.deps.now(),
    );
    if (!known) throw unknownToken();
    return fresh;
  }

  async remove(merchant: MerchantConfig, token: string): Promise<void> {
    await this.deps.repository.remove(merchant.code, hashOf(token));
  }

  async bind(merchantCode: string, token: string, memberId: number): Promise<void> {
    const bound = await this.deps.repository.bind(
      merchantCode,
      hashOf(token),
      memberId,
      this.deps.now(),
    );
    if (!bound) throw unknownToken();
  }

  async subscribe(merchantCode: string, token: string, topic: string): Promise<void> {
    if (!(await this.deps.repository.subscribe(merchantCode, hashOf(token), topic))) {
      throw unknownToken();
    }
  }

  async unsubscribe(merchantCode: string, token: string, all: boolean): Promise<void> {
    await this.deps.repository.unsubscribe(merchantCode, hashOf(token), all);
  }

  topicsOf(merchantCode: string, token: string): Promise<string[]> {
    return this.deps.repository.topicsOf(merchantCode, hashOf(token));
  }

  /**
   * Queues a push for every subscription its target reaches and appends it to the audit log, in
   * one transaction: a send is either queued and audited, or neither.
   */
  async send(
    merchantCode: string,
    actor: AuditActor,
    body: PushSendBody,
  ): Promise<{ messageId: string; recipients: number }> {
    if (!body.contents[body.defaultLanguage]) {
      throw new AppError(400, ERROR_CODES.invalidRequest, 'The default language needs its words');
    }
    const target =
      'topic' in body.target
        ? { targetKind: 'topic' as const, target: body.target.topic }
        : { targetKind: 'member' as const, target: String(body.target.memberId) };
    const result = await this.deps.repository.transaction(async (trx) => {
      const queued = await this.deps.repository.queue(
        trx,
        {
          merchantCode,
          ...target,
          marketing: body.marketing,
          contents: body.contents as Record<string, { title: string; body: string; url: string }>,
          defaultLanguage: body.defaultLanguage,
          sentBy: actor.operatorName,
        },
        this.deps.now(),
      );
      await this.deps.audit.append(
        actor,
        {
          action: 'push.send',
          targetType: target.targetKind,
          targetId: target.target,
          after: {
            messageId: queued.id,
            recipients: queued.recipients,
            marketing: body.marketing,
            languages: Object.keys(body.contents),
          },
        },
        trx,
      );
      return queued;
    });
    this.deps.queued();
    return { messageId: result.id, recipients: result.recipients };
  }

  private checked(web: WebSubscriptionInput): WebSubscription {
    if (!mayPushTo(web.endpoint)) {
      throw new AppError(
        400,
        ERROR_CODES.pushEndpointRefused,
        'This push endpoint is not on a known push service (https, FCM, Mozilla, Apple or Windows)',
      );
    }
    return {
      endpoint: web.endpoint,
      auth: web.auth,
      p256dh: web.p256dh,
      applicationPubKey: web.applicationPubKey ?? null,
    };
  }
}
