import { describe, expect, it } from 'vitest';
import { calls } from '@lobby/contract';
import {
  expectValue,
  merchantFactory,
  send,
  signInOperator,
  testConfig,
  testDatabases,
  useTestApp,
} from '../../test/index.js';
import { DevInboxRepository } from './dev-inbox-repository.js';

describe.each(testDatabases())('the development inbox on $name', (kind) => {
  const demo = merchantFactory();
  // A real merchant that was a demo one once: its inbox still holds a code it texted then.
  const real = merchantFactory({ demo: false });
  const t = useTestApp(kind, async () => ({
    merchants: [demo, real],
    config: testConfig({ devInbox: true }),
  }));

  const write = (merchantCode: string, body: string) =>
    new DevInboxRepository(t.database.db, () => new Date()).write({
      merchantCode,
      channel: 'sms',
      recipient: '+639170000001',
      body,
    });

  it("answers a demo merchant's operators with its texts", async () => {
    await write(demo.code, 'Your code is 111111');
    const cookie = await signInOperator(t.app, demo, 'support');
    const response = await send(t.app, demo, calls.opsInboxList, undefined, {
      headers: { cookie },
    });
    const { messages } = expectValue(response, calls.opsInboxList);
    expect(messages.map((message) => message.text)).toEqual(['Your code is 111111']);
  });

  it("is not there for a real merchant's operators, even an admin's", async () => {
    await write(real.code, 'Your code is 222222');
    const cookie = await signInOperator(t.app, real, 'admin');
    const response = await send(t.app, real, calls.opsInboxList, undefined, {
      headers: { cookie },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('222222');
  });
});
