import type { FeedbackStatus } from '@lobby/contract';

/** The moves support makes from each status. */
export const NEXT: Record<FeedbackStatus, FeedbackStatus[]> = {
  new: ['answered', 'closed'],
  answered: ['closed', 'new'],
  closed: ['new'],
};
