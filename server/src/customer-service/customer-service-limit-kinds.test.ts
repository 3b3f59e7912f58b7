import { describe, expect, it } from 'vitest';
import { countersOf } from '../../test/limit-keys.js';
import {
  CHAT_STREAMS,
  FEEDBACK,
  MEMBER_CHAT_MESSAGES,
  VISITOR_CHAT_MESSAGES,
  VISITOR_CHAT_STARTS,
} from './customer-service-limits.js';

const M = 60_000;
const H = 60 * M;

describe('the customer service limit kinds', () => {
  it('count visitors by address and members by member', async () => {
    const visitor = { merchantCode: 'm1', ip: '198.18.7.9' };
    expect(await countersOf(VISITOR_CHAT_MESSAGES, visitor)).toEqual([
      `chat:msg:m1:198.18.7.9 ${M}/20`,
    ]);
    expect(await countersOf(VISITOR_CHAT_STARTS, visitor)).toEqual([
      `chat:start:m1:198.18.7.9 ${H}/10`,
    ]);
    const member = { merchantCode: 'm1', memberId: 42 };
    expect(await countersOf(MEMBER_CHAT_MESSAGES, member)).toEqual([`chat:member:m1:42 ${M}/30`]);
    expect(await countersOf(FEEDBACK, member)).toEqual([`feedback:m1:42 ${H}/5`]);
    expect(await countersOf(CHAT_STREAMS, { merchantCode: 'm1', conversationId: 7 })).toEqual([
      `chat:streams:m1:7 ${H}/5`,
    ]);
  });

  it('answer their own codes past the limit', () => {
    expect(VISITOR_CHAT_MESSAGES.tooMany).toBe(MEMBER_CHAT_MESSAGES.tooMany);
    expect(VISITOR_CHAT_STARTS.tooMany).toBe(MEMBER_CHAT_MESSAGES.tooMany);
    expect(
      new Set([MEMBER_CHAT_MESSAGES.tooMany, CHAT_STREAMS.tooMany, FEEDBACK.tooMany]).size,
    ).toBe(3);
  });
});
