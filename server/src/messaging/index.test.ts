import { describe, expect, it } from 'vitest';
import { merchantFactory } from '../../test/factories.js';
import { messengers, type InboxWriter } from './index.js';

describe('messengers', () => {
  const written: string[] = [];
  const inbox: InboxWriter = {
    write: async (entry) => {
      written.push(entry.merchantCode);
    },
  };
  const messaging = messengers({ secrets: {}, inbox: () => inbox, log: () => {} });

  it('writes a demo merchant’s texts and emails to the development inbox, never a real one’s', async () => {
    const demo = merchantFactory();
    const real = merchantFactory({ demo: false });
    for (const merchant of [demo, real]) {
      await messaging.sms(merchant).send({ to: '+639171234567', text: 'code 123456' });
      await messaging.email(merchant).send({ to: 'a@b.example', subject: 'Code', text: '123456' });
    }
    expect(written).toEqual([demo.code, demo.code]);
    expect(messaging.emailConfigured(demo)).toBe(true);
    expect(messaging.emailConfigured(real)).toBe(false);
  });
});
