import { describe, expect, it } from 'vitest';
import { blank, pushBodyOf, withWords } from './push-message';

describe('a push message', () => {
  const words = [
    { ...blank('EN'), title: 'Hi', body: 'There' },
    { ...blank('TH'), title: 'สวัสดี', url: '/m/promotions' },
  ];

  it('starts a language empty, linking home', () => {
    expect(blank('VI')).toEqual({ language: 'VI', title: '', body: '', url: '/m/home' });
  });

  it("changes one language's words only", () => {
    const changed = withWords(words, 1, { body: 'ครับ' });
    expect(changed[1]).toEqual({ ...words[1], body: 'ครับ' });
    expect(changed[0]).toBe(words[0]);
  });

  it('goes to a topic or a member, the first language the default', () => {
    const form = { topic: 'all', memberId: '42', marketing: false, words };
    expect(pushBodyOf({ ...form, targetKind: 'topic' })).toEqual({
      target: { topic: 'all' },
      marketing: false,
      defaultLanguage: 'EN',
      contents: {
        EN: { title: 'Hi', body: 'There', url: '/m/home' },
        TH: { title: 'สวัสดี', body: '', url: '/m/promotions' },
      },
    });
    expect(pushBodyOf({ ...form, targetKind: 'member' }).target).toEqual({ memberId: 42 });
  });
});
