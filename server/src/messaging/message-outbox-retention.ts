import type { ScheduledJob } from '../jobs/index.js';
import type { MessageOutboxRepository } from './message-outbox-repository.js';

/**
 * Once a day per merchant, clears the outbox rows done with (given up) whose last try is older
 * than the retention (MESSAGE_OUTBOX_RETENTION_DAYS): their recipients are not kept for ever.
 */
export function messageOutboxRetentionJob(deps: {
  repository: Pick<MessageOutboxRepository, 'clearOld'>;
  now: () => Date;
}): ScheduledJob {
  return {
    name: 'message-outbox-retention',
    period: 'day',
    async work({ merchantCode }) {
      await deps.repository.clearOld(merchantCode, deps.now());
    },
  };
}
