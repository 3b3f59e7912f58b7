import { describe, expect, it } from 'vitest';
import { FEEDBACK_STATUSES } from '@lobby/contract';
import { NEXT } from './feedback-status';

describe("support's moves between feedback statuses", () => {
  it('answers or closes a new one, closes or reopens an answered one, reopens a closed one', () => {
    expect(NEXT).toEqual({
      new: ['answered', 'closed'],
      answered: ['closed', 'new'],
      closed: ['new'],
    });
  });

  it('never moves a status to itself, and reaches every status', () => {
    for (const status of FEEDBACK_STATUSES) expect(NEXT[status]).not.toContain(status);
    expect(new Set(Object.values(NEXT).flat())).toEqual(new Set(FEEDBACK_STATUSES));
  });
});
