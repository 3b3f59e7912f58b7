import { beforeAll, describe, expect, it } from 'vitest';
import { calls, OPS_FEEDBACK_SCREENSHOT_PATH } from '@lobby/contract';
import {
  addOperator,
  expectFailure,
  expectValue,
  merchantFactory,
  send,
  signInAs,
  signInOperator,
  signUp,
  testDatabases,
  type TestMember,
  type TestOperator,
  useTestApp,
} from '../../test/index.js';

/** A small PNG: signature, then bytes that tell this test's images apart. */
const png = (mark: number) => {
  const bytes = Buffer.alloc(96, mark);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes;
};

// The console's feedback: the screenshot served as its image to operators who answer feedback of
// the merchant only, a status moved by one conditional update and audited, filters by status.
describe.each(testDatabases())('feedback console on $name', (kind) => {
  const merchant = merchantFactory();
  const other = merchantFactory();
  const t = useTestApp(kind, { merchants: [merchant, other] });
  let member: TestMember;
  let sue: TestOperator;
  let ops: string;
  let otherOps: string;
  beforeAll(async () => {
    member = await signUp(t.app, merchant);
    sue = await addOperator(t.app, merchant, 'support');
    ops = await signInAs(t.app, merchant, sue);
    otherOps = await signInOperator(t.app, other, 'support');
  });

  const submit = async (text: string, image?: Buffer, by = member) =>
    expectValue(
      await send(
        t.app,
        merchant,
        calls.submitFeedback,
        {
          category: 'games',
          text,
          ...(image ? { screenshot: { type: 'image/png', data: image.toString('base64') } } : {}),
        },
        { token: by.token },
      ),
      calls.submitFeedback,
    ).id;
  const screenshot = (
    id: number,
    headers: Record<string, string> = { cookie: ops },
    on = merchant,
  ) =>
    t.app.inject({
      method: 'GET',
      url: OPS_FEEDBACK_SCREENSHOT_PATH,
      query: { id: String(id) },
      headers: { host: on.hosts[0]!, ...headers },
    });
  const setStatus = (
    body: { id: number; status: string; from: string },
    cookie = ops,
    on = merchant,
  ) => send(t.app, on, calls.opsSetFeedbackStatus, body, { headers: { cookie } });
  const list = async (query: Record<string, string> = {}, cookie = ops, on = merchant) =>
    expectValue(
      await send(t.app, on, calls.opsFeedbackList, undefined, { headers: { cookie }, query }),
      calls.opsFeedbackList,
    );

  it('serves the screenshot as the image it is, to the operator of its merchant', async () => {
    const image = png(7);
    const id = await submit('The reels froze', image);
    const answer = await screenshot(id);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-security-policy']).toContain('sandbox');
    expect(Buffer.compare(answer.rawPayload, image)).toBe(0);
    const [entry] = (await list()).entries;
    expect(entry).toMatchObject({
      id,
      status: 'new',
      screenshot: { type: 'image/png', bytes: 96 },
    });
  });

  it('refuses the screenshot to another merchant, a player and a visitor', async () => {
    const id = await submit('Look at this', png(9));
    expectFailure(await screenshot(id, { cookie: otherOps }, other), 404, 'feedback.not.found');
    // The other merchant's operator cookie on this merchant's host opens nothing.
    expectFailure(await screenshot(id, { cookie: otherOps }), 401, 'operator.not.login');
    expectFailure(
      await screenshot(id, { authorization: `Bearer ${member.token}` }),
      401,
      'operator.not.login',
    );
    expectFailure(await screenshot(id, {}), 401, 'operator.not.login');
    // Of this merchant, only the roles that answer feedback see it; an admin does.
    for (const role of ['finance', 'marketing', 'readOnly'] as const) {
      const cookie = await signInOperator(t.app, merchant, role);
      expectFailure(await screenshot(id, { cookie }), 403, 'operator.forbidden');
      expectFailure(
        await setStatus({ id, status: 'closed', from: 'new' }, cookie),
        403,
        'operator.forbidden',
      );
    }
    const admin = await signInOperator(t.app, merchant, 'admin');
    expect((await screenshot(id, { cookie: admin })).statusCode).toBe(200);
    const withoutImage = await submit('No picture');
    expectFailure(await screenshot(withoutImage), 404, 'feedback.not.found');
  });

  it('moves the status once among parallel changes, audited with before and after', async () => {
    const id = await submit('Deposit missing');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => setStatus({ id, status: 'answered', from: 'new' })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expectFailure(answer, 409, 'feedback.status.changed');
    }
    const moved = expectValue(
      answers.find((a) => a.statusCode === 200)!,
      calls.opsSetFeedbackStatus,
    );
    expect(moved).toMatchObject({ id, status: 'answered', statusChangedBy: sue.username });
    const entries = await t.app.core.audit.list({
      merchantCode: merchant.code,
      action: 'feedback.status',
      targetId: String(id),
      limit: 10,
    });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      operatorName: sue.username,
      targetType: 'feedback',
      before: { status: 'new' },
      after: { status: 'answered' },
    });
    expectValue(
      await setStatus({ id, status: 'closed', from: 'answered' }),
      calls.opsSetFeedbackStatus,
    );
    // Another merchant's operator can neither move it nor learn it exists.
    expectFailure(
      await setStatus({ id, status: 'new', from: 'closed' }, otherOps, other),
      404,
      'feedback.not.found',
    );
  });

  it('filters by status and pages newest first', async () => {
    const writer = await signUp(t.app, merchant);
    const ids = [];
    for (let i = 0; i < 3; i += 1) ids.push(await submit(`Paged ${i}`, undefined, writer));
    const closed = ids[1]!;
    expectValue(
      await setStatus({ id: closed, status: 'closed', from: 'new' }),
      calls.opsSetFeedbackStatus,
    );
    const closedOnly = await list({ status: 'closed' });
    expect(closedOnly.entries.every((entry) => entry.status === 'closed')).toBe(true);
    expect(closedOnly.entries.map((entry) => entry.id)).toContain(closed);
    const fresh = await list({ status: 'new' });
    expect(fresh.entries.map((entry) => entry.id)).not.toContain(closed);

    const first = await list({ limit: '2' });
    expect(first.entries).toHaveLength(2);
    expect(first.entries.map((e) => e.id)).toEqual([ids[2], ids[1]]);
    expect(first.next).toBe(ids[1]);
    const second = await list({ limit: '2', before: String(first.next) });
    expect(second.entries[0]?.id).toBe(ids[0]);
    expect((await list({}, otherOps, other)).entries).toEqual([]);
  });
});
