import { beforeAll, describe, expect, it } from 'vitest';
import { calls, FEEDBACK_SCREENSHOT_MAX_BYTES } from '@lobby/contract';
import { CUSTOMER_SERVICE_LIMITS as LIMITS } from './customer-service-limits.js';
import {
  expectFailure,
  expectValue,
  merchantFactory,
  send,
  signInOperator,
  signUp,
  testDatabases,
  type TestMember,
  useTestApp,
} from '../../test/index.js';

const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (size = 64) => {
  const bytes = Buffer.alloc(size);
  Buffer.from(PNG_HEADER).copy(bytes);
  return bytes.toString('base64');
};

describe.each(testDatabases())('feedback on $name', (kind) => {
  const merchant = merchantFactory();
  const other = merchantFactory();
  const t = useTestApp(kind, async () => ({
    merchants: [merchant, other],
  }));
  let member: TestMember;
  beforeAll(async () => {
    member = await signUp(t.app, merchant);
  });

  const submit = (body: Record<string, unknown>, token: string | null = member.token) =>
    send(t.app, merchant, calls.submitFeedback, body, { token: token ?? undefined });
  const list = async (on = merchant) =>
    expectValue(
      await send(t.app, on, calls.opsFeedbackList, undefined, {
        headers: { cookie: await signInOperator(t.app, on) },
      }),
      calls.opsFeedbackList,
    ).entries;

  it('stores feedback with a screenshot that the operator list shows, newest first', async () => {
    const first = expectValue(
      await submit({ category: 'deposit', text: '  My deposit is late  ' }),
      calls.submitFeedback,
    );
    const second = expectValue(
      await submit({
        category: 'games',
        text: 'The reels froze',
        screenshot: { type: 'image/png', data: png() },
      }),
      calls.submitFeedback,
    );
    const entries = await list();
    expect(entries.map((entry) => entry.id)).toEqual([second.id, first.id]);
    expect(entries[0]).toMatchObject({
      category: 'games',
      text: 'The reels froze',
      userName: member.username,
      screenshot: { type: 'image/png', bytes: 64 },
    });
    expect(entries[1]).toMatchObject({ text: 'My deposit is late', screenshot: null });
    expect(await list(other)).toEqual([]);
  });

  it('refuses a screenshot that is not the type it names, or larger than 1 MB', async () => {
    const jpegNamedPng = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]).toString('base64');
    const wrong = await submit({
      category: 'other',
      text: 'x',
      screenshot: { type: 'image/png', data: jpegNamedPng },
    });
    expectFailure(wrong, 400, 'feedback.screenshot.invalid');
    const big = await submit({
      category: 'other',
      text: 'x',
      screenshot: { type: 'image/png', data: png(FEEDBACK_SCREENSHOT_MAX_BYTES + 1) },
    });
    expect([400, 413]).toContain(big.statusCode);
    expect(['feedback.screenshot.invalid', 'invalid_request', 'payload_too_large']).toContain(
      (big.json() as { errorCode: string }).errorCode,
    );
    const fits = await submit({
      category: 'other',
      text: 'largest screenshot',
      screenshot: { type: 'image/png', data: png(FEEDBACK_SCREENSHOT_MAX_BYTES) },
    });
    expectValue(fits, calls.submitFeedback);
  });

  it("limits a member's submissions, counted before the screenshot is read", async () => {
    const sender = await signUp(t.app, merchant);
    const { max } = LIMITS.feedbackPerMember;
    const body = {
      category: 'other',
      text: 'Again',
      screenshot: { type: 'image/png', data: png() },
    };
    const answers = await Promise.all(
      Array.from({ length: max + 5 }, () => submit(body, sender.token)),
    );
    const codes = answers.map((answer) => (answer.json() as { errorCode?: string }).errorCode);
    expect(codes.filter((code) => code === undefined)).toHaveLength(max);
    expect(codes.filter((code) => code === 'TOO_MANY_REQUEST_FEEDBACK')).toHaveLength(5);
    // Another member is not held back by this one.
    const neighbour = await signUp(t.app, merchant);
    expectValue(await submit(body, neighbour.token), calls.submitFeedback);
  });

  it('refuses empty text, an unknown category, and a visitor', async () => {
    expectFailure(await submit({ category: 'other', text: '   ' }), 400, 'invalid_request');
    expectFailure(await submit({ category: 'bribes', text: 'x' }), 400, 'invalid_request');
    expectFailure(await submit({ category: 'other', text: 'x' }, null), 401, 'customer.not.login');
  });
});
