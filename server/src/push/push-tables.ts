import type { ColumnType, Generated } from 'kysely';

/**
 * The push area's tables, merged into core's Database (core/db/schema.ts); their migrations are in
 * ./migrations. Web push: VAPID keys, subscriptions, topics, messages and the push outbox.
 */
declare module '../core/db/schema.js' {
  interface Database {
    push_vapid_keys: PushVapidKeysTable;
    push_subscriptions: PushSubscriptionsTable;
    push_topic_subscriptions: PushTopicSubscriptionsTable;
    push_messages: PushMessagesTable;
    push_outbox: PushOutboxTable;
  }
}

/** A merchant's VAPID key pair (base64url); the private key sealed under a server secret. */
export interface PushVapidKeysTable {
  merchant_code: string;
  public_key: string;
  private_key_sealed: string;
  created_at: Date;
}

/** A browser's push subscription; the registration token standing for it is kept only hashed. */
export interface PushSubscriptionsTable {
  id: Generated<string>;
  merchant_code: string;
  token_hash: string;
  endpoint: string;
  auth: string;
  p256dh: string;
  application_pub_key: string | null;
  member_id: number | null;
  created_at: Date;
  updated_at: Date;
}

export interface PushTopicSubscriptionsTable {
  subscription_id: string;
  topic: string;
}

/** What an operator sent: its words by language, to a topic or a member. */
export interface PushMessagesTable {
  id: Generated<string>;
  merchant_code: string;
  target_kind: 'topic' | 'member';
  target: string;
  marketing: boolean;
  contents: ColumnType<Record<string, { title: string; body: string; url: string }>, string, never>;
  default_language: string;
  sent_by: string;
  recipients: Generated<number>;
  created_at: Date;
}

/** One message to one subscription, until the push service takes it. */
export interface PushOutboxTable {
  id: Generated<string>;
  message_id: string;
  subscription_id: string;
  status: Generated<'queued' | 'failed'>;
  attempts: Generated<number>;
  available_at: Date;
  claim_token: string | null;
  last_error: string | null;
}
