import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { Database } from '../db/schema.js';

const CHANNEL = 'lobby:content';

/** With Redis, how long a version learnt from messages is trusted before its row is read again. */
export const CONTENT_VERSION_RECHECK_MS = 30_000;

/**
 * Each merchant's content version (promotions, announcements, VIP levels, banners): raised in the
 * transaction of every console edit and file import, and part of the key of every cache of
 * content, so an edit on one instance is what every instance answers next. Without Redis the
 * version is read from its row on each use (one primary-key read); with Redis each instance keeps
 * the versions it has met, told of new ones by pub/sub, and reads the row again now and then in
 * case a message was lost.
 */
export class ContentVersions {
  private readonly known = new Map<string, { version: number; readAt: number }>();
  private subscriber: Redis | undefined;
  private subscribed: Promise<void> | undefined;
  /** True while the subscription is in place: only then are remembered versions trusted. */
  private live = false;
  private everLive = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly redis: Redis | undefined,
    private readonly nowMs: () => number = Date.now,
  ) {}

  /**
   * Raises the merchant's version inside the caller's transaction (which also takes the row's
   * lock, so edits of one merchant's content follow one another); `edited` marks a console edit
   * kept by a plain import, `imported` a file import. Answers the new version.
   */
  async raise(
    trx: Kysely<Database>,
    merchantCode: string,
    mark: 'edited' | 'imported',
    now: Date,
  ): Promise<number> {
    const row = await trx
      .insertInto('content_versions')
      .values({
        merchant_code: merchantCode,
        version: 1,
        imported_at: mark === 'imported' ? now : null,
        edited_at: mark === 'edited' ? now : null,
      })
      .onConflict((oc) =>
        oc.column('merchant_code').doUpdateSet((eb) => ({
          version: eb('content_versions.version', '+', 1),
          ...(mark === 'imported' ? { imported_at: now, edited_at: null } : { edited_at: now }),
        })),
      )
      .returning('version')
      .executeTakeFirstOrThrow();
    return row.version;
  }

  /** Locks the merchant's content for an edit in the caller's transaction (made on first use). */
  async lock(trx: Kysely<Database>, merchantCode: string): Promise<{ editedAt: Date | null }> {
    await trx
      .insertInto('content_versions')
      .values({ merchant_code: merchantCode })
      .onConflict((oc) => oc.column('merchant_code').doNothing())
      .execute();
    const row = await trx
      .selectFrom('content_versions')
      .select('edited_at')
      .where('merchant_code', '=', merchantCode)
      .forUpdate()
      .executeTakeFirstOrThrow();
    return { editedAt: row.edited_at };
  }

  /** After the transaction committed: this instance and (with Redis) every other one learn it. */
  async announce(merchantCode: string, version: number): Promise<void> {
    this.learn(merchantCode, version);
    await this.redis?.publish(CHANNEL, `${merchantCode}\n${version}`).catch(() => undefined);
  }

  /** The merchant's content version now (0 before its first edit or import). */
  async current(merchantCode: string): Promise<number> {
    if (this.redis) {
      await this.subscribe();
      const known = this.known.get(merchantCode);
      if (this.live && known && this.nowMs() - known.readAt < CONTENT_VERSION_RECHECK_MS)
        return known.version;
    }
    const version = await this.read(merchantCode);
    this.learn(merchantCode, version);
    return version;
  }

  async close(): Promise<void> {
    this.live = false;
    this.subscriber?.disconnect();
  }

  private async read(merchantCode: string): Promise<number> {
    const row = await this.db
      .selectFrom('content_versions')
      .select('version')
      .where('merchant_code', '=', merchantCode)
      .executeTakeFirst();
    return row?.version ?? 0;
  }

  private learn(merchantCode: string, version: number): void {
    const known = this.known.get(merchantCode);
    if (!known || version >= known.version) {
      this.known.set(merchantCode, { version, readAt: this.nowMs() });
    }
  }

  /** One subscription per instance; until it is in place, versions are read from their rows. */
  private async subscribe(): Promise<void> {
    if (!this.redis) return;
    this.subscribed ??= (async () => {
      const subscriber = this.redis!.duplicate();
      this.subscriber = subscriber;
      subscriber.on('error', () => undefined);
      // A dropped connection may have missed messages: rows are read until it is back.
      subscriber.on('close', () => {
        this.live = false;
      });
      // Back again (ioredis subscribes anew): forget what may have been missed meanwhile.
      subscriber.on('ready', () => {
        if (this.everLive) {
          this.known.clear();
          this.live = true;
        }
      });
      subscriber.on('message', (_channel: string, payload: string) => {
        const [merchantCode = '', version = ''] = payload.split('\n');
        const known = this.known.get(merchantCode);
        // Newer than what this instance knows: kept until its row is read again.
        if (known && Number(version) > known.version) {
          this.known.set(merchantCode, { version: Number(version), readAt: known.readAt });
        }
      });
      await subscriber.subscribe(CHANNEL);
      this.live = true;
      this.everLive = true;
    })().catch((error: unknown) => {
      this.subscribed = undefined;
      this.live = false;
      this.known.clear();
      throw error;
    });
    await this.subscribed.catch(() => undefined);
  }
}
