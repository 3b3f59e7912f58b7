import type { Kysely } from 'kysely';
import type { MessageOutboxRepository, OutgoingMessage } from './message-outbox-repository.js';
import type { Database } from '../core/db/schema.js';

/**
 * Where services hand texts and emails: queued in the transaction of what they carry (a code, a
 * link), delivered later by the OutboxWorker, so an answer never waits for a provider.
 */
export class MessageOutbox {
  constructor(
    private readonly repository: MessageOutboxRepository,
    private readonly now: () => Date,
    private readonly wake: () => void,
  ) {}

  /**
   * Runs `work` and queues the message in one transaction. With `send` false the same statements
   * run and nothing is queued, for callers whose answer must not tell whether a recipient exists.
   */
  async withMessage(
    work: (executor: Kysely<Database>) => Promise<void>,
    message: OutgoingMessage,
    send: boolean,
  ): Promise<void> {
    const sealed = await this.repository.seal(message);
    await this.repository.transaction(async (executor) => {
      await work(executor);
      await this.repository.enqueue(executor, sealed, send, this.now());
    });
    if (send) this.wake();
  }
}
