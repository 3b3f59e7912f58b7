import { beforeAll, describe, expect, it } from 'vitest';
import { calls, CANNED_REPLIES_MAX, OPS_CHAT_STREAM_PATH } from '@lobby/contract';
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
import { CannedReplies } from './canned-replies.js';
import { CannedReplyRepository } from './canned-reply-repository.js';

let sequence = 0;
const clientId = () => `console-${process.pid}-${(sequence += 1)}`;

// The console's chat inbox: unread counts, assignment and transfer, canned replies per language,
// every decision audited, and nothing of one merchant reachable from another's console.
describe.each(testDatabases())('chat console on $name', (kind) => {
  const merchant = merchantFactory();
  const other = merchantFactory();
  const crowded = merchantFactory();
  const t = useTestApp(kind, { merchants: [merchant, other, crowded] });
  let anna: TestOperator;
  let bob: TestOperator;
  let ops: string;
  let bobOps: string;
  let otherOps: string;
  beforeAll(async () => {
    anna = await addOperator(t.app, merchant, 'support');
    bob = await addOperator(t.app, merchant, 'support');
    ops = await signInAs(t.app, merchant, anna);
    bobOps = await signInAs(t.app, merchant, bob);
    otherOps = await signInOperator(t.app, other, 'support');
  });

  const asOps = (cookie = ops) => ({ headers: { cookie } });
  /** A member with a conversation holding `messages` player messages; its id. */
  const playerWith = async (messages: number, language?: string) => {
    const member = await signUp(t.app, merchant);
    if (language) {
      expectValue(
        await send(t.app, merchant, calls.memberLanguage, { language }, { token: member.token }),
        calls.memberLanguage,
      );
    }
    const { conversationId } = expectValue(
      await send(t.app, merchant, calls.launchChat, {}, { token: member.token }),
      calls.launchChat,
    );
    for (let i = 0; i < messages; i += 1) {
      expectValue(
        await send(
          t.app,
          merchant,
          calls.sendChatMessage,
          { clientId: clientId(), text: `question ${i}` },
          { token: member.token },
        ),
        calls.sendChatMessage,
      );
    }
    return { member, conversationId };
  };
  const inbox = async (filter?: string, cookie = ops, on = merchant) =>
    expectValue(
      await send(t.app, on, calls.opsChatConversations, undefined, {
        ...asOps(cookie),
        ...(filter ? { query: { filter } } : {}),
      }),
      calls.opsChatConversations,
    );
  const assign = (
    body: { conversationId: number; assignee: string | null; previousAssignee: string | null },
    cookie = ops,
  ) => send(t.app, merchant, calls.opsChatAssign, body, asOps(cookie));
  const inboxAnswer = (cookie: string) =>
    send(t.app, merchant, calls.opsChatConversations, undefined, asOps(cookie));
  const auditOf = (action: string, targetId: number) =>
    t.app.core.audit.list({
      merchantCode: merchant.code,
      action,
      targetId: String(targetId),
      limit: 10,
    });

  it('counts the unread player messages per conversation and in total', async () => {
    const before = (await inbox()).unreadTotal;
    const a = await playerWith(3);
    const b = await playerWith(1);
    const listed = await inbox();
    const unreadOf = (id: number) => listed.conversations.find((c) => c.id === id)?.unread;
    expect(unreadOf(a.conversationId)).toBe(3);
    expect(unreadOf(b.conversationId)).toBe(1);
    expect(listed.unreadTotal).toBe(before + 4);

    expectValue(
      await send(t.app, merchant, calls.opsChatMessages, undefined, {
        ...asOps(),
        query: { conversationId: String(a.conversationId) },
      }),
      calls.opsChatMessages,
    );
    const read = await inbox();
    expect(read.conversations.find((c) => c.id === a.conversationId)?.unread).toBe(0);
    expect(read.unreadTotal).toBe(before + 1);
    // Another merchant's console sees none of it.
    const elsewhere = await inbox(undefined, otherOps, other);
    expect(elsewhere.conversations.map((c) => c.id)).not.toContain(a.conversationId);
    expect(elsewhere.unreadTotal).toBe(0);
  });

  it('takes a conversation once among parallel takes, audited, and lists it as mine', async () => {
    const { conversationId } = await playerWith(1);
    expect((await inbox('unassigned')).conversations.map((c) => c.id)).toContain(conversationId);

    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        assign({ conversationId, assignee: anna.username, previousAssignee: null }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expectFailure(answer, 409, 'chat.assignment.changed');
    }
    const taken = expectValue(
      answers.find((a) => a.statusCode === 200)!,
      calls.opsChatAssign,
    );
    expect(taken).toMatchObject({ id: conversationId, assignedTo: anna.username });

    const entries = await auditOf('chat.take', conversationId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      operatorName: anna.username,
      targetType: 'chat_conversation',
      before: { assignedTo: null },
      after: { assignedTo: anna.username },
    });
    expect((await inbox('mine')).conversations.map((c) => c.id)).toContain(conversationId);
    expect((await inbox('unassigned')).conversations.map((c) => c.id)).not.toContain(
      conversationId,
    );

    // Released, it is nobody's again; the release is audited too.
    const released = await assign({
      conversationId,
      assignee: null,
      previousAssignee: anna.username,
    });
    expect(expectValue(released, calls.opsChatAssign).assignedTo).toBeNull();
    expect(await auditOf('chat.release', conversationId)).toHaveLength(1);
  });

  it('refuses an assignee who is not an operator of the merchant, and a stale `from`', async () => {
    const { conversationId } = await playerWith(1);
    expectFailure(
      await assign({ conversationId, assignee: 'somebody-else', previousAssignee: null }),
      400,
      'chat.assignee.invalid',
    );
    expectFailure(
      await assign({ conversationId, assignee: anna.username, previousAssignee: 'ops-bob' }),
      409,
      'chat.assignment.changed',
    );
    expectFailure(
      await assign({ conversationId: 2_000_000_000, assignee: null, previousAssignee: null }),
      404,
      'chat.not.found',
    );
    // Another merchant's operator cannot move it, nor learn that it exists.
    const fromOther = await send(
      t.app,
      other,
      calls.opsChatAssign,
      { conversationId, assignee: null, previousAssignee: anna.username },
      asOps(otherOps),
    );
    expectFailure(fromOther, 404, 'chat.not.found');
    expect(await auditOf('chat.take', conversationId)).toHaveLength(0);
  });

  it('transfers a conversation to another support operator, audited with both names', async () => {
    const { conversationId } = await playerWith(1);
    expectValue(
      await assign({ conversationId, assignee: anna.username, previousAssignee: null }),
      calls.opsChatAssign,
    );
    const moved = expectValue(
      await assign({ conversationId, assignee: bob.username, previousAssignee: anna.username }),
      calls.opsChatAssign,
    );
    expect(moved.assignedTo).toBe(bob.username);
    const [entry] = await auditOf('chat.transfer', conversationId);
    expect(entry).toMatchObject({
      operatorId: anna.id,
      operatorName: anna.username,
      before: { assignedTo: anna.username },
      after: { assignedTo: bob.username },
    });
    expect((await inbox('mine', bobOps)).conversations.map((c) => c.id)).toContain(conversationId);
    // Anna's view of it is stale now: her second transfer is refused.
    expectFailure(
      await assign({ conversationId, assignee: anna.username, previousAssignee: anna.username }),
      409,
      'chat.assignment.changed',
    );
  });

  it('gives conversations only to operators who answer chats, and lets no other role in', async () => {
    const { conversationId } = await playerWith(1);
    const finance = await addOperator(t.app, merchant, 'finance');
    expectFailure(
      await assign({ conversationId, assignee: finance.username, previousAssignee: null }),
      400,
      'chat.assignee.invalid',
    );
    const agents = expectValue(
      await send(t.app, merchant, calls.opsChatAgents, undefined, asOps()),
      calls.opsChatAgents,
    ).agents.map((agent) => agent.username);
    expect(agents).toEqual(expect.arrayContaining([anna.username, bob.username]));
    expect(agents).not.toContain(finance.username);
    for (const role of ['finance', 'marketing', 'readOnly'] as const) {
      const cookie = await signInOperator(t.app, merchant, role);
      expectFailure(await inboxAnswer(cookie), 403, 'operator.forbidden');
      // Nor the live stream of every conversation's messages.
      const stream = await t.app.inject({
        url: OPS_CHAT_STREAM_PATH,
        headers: { host: merchant.hosts[0]!, cookie, accept: 'text/event-stream' },
      });
      expectFailure(stream, 403, 'operator.forbidden');
      expectFailure(
        await assign({ conversationId, assignee: anna.username, previousAssignee: null }, cookie),
        403,
        'operator.forbidden',
      );
      expectFailure(
        await send(
          t.app,
          merchant,
          calls.opsCreateCannedReply,
          { title: 'Not mine to add', texts: { EN: 'x' } },
          asOps(cookie),
        ),
        403,
        'operator.forbidden',
      );
    }
    expect(await auditOf('chat.take', conversationId)).toHaveLength(0);
  });

  describe('canned replies', () => {
    let thai: { member: TestMember; conversationId: number };
    let vietnamese: { member: TestMember; conversationId: number };
    let replyId: number;
    beforeAll(async () => {
      thai = await playerWith(1, 'TH');
      vietnamese = await playerWith(1, 'VI');
      const created = await send(
        t.app,
        merchant,
        calls.opsCreateCannedReply,
        { title: `Greeting ${clientId()}`, texts: { EN: ' Hello! ', TH: 'สวัสดีค่ะ' } },
        asOps(),
      );
      replyId = expectValue(created, calls.opsCreateCannedReply).id;
    });

    const sendCanned = (conversationId: number, cannedReplyId = replyId, cookie = ops) =>
      send(
        t.app,
        merchant,
        calls.opsChatReply,
        { conversationId, clientId: clientId(), cannedReplyId },
        asOps(cookie),
      );

    it("sends a canned reply in the member's language, else the merchant's", async () => {
      const toThai = expectValue(await sendCanned(thai.conversationId), calls.opsChatReply);
      expect(toThai.text).toBe('สวัสดีค่ะ');
      const toVietnamese = expectValue(
        await sendCanned(vietnamese.conversationId),
        calls.opsChatReply,
      );
      expect(toVietnamese.text).toBe('Hello!');
      // The player reads it in their own conversation.
      const seen = expectValue(
        await send(t.app, merchant, calls.launchChat, {}, { token: thai.member.token }),
        calls.launchChat,
      );
      expect(seen.messages.at(-1)).toMatchObject({ sender: 'operator', text: 'สวัสดีค่ะ' });
      const listed = (await inbox()).conversations.find((c) => c.id === thai.conversationId);
      expect(listed?.language).toBe('TH');
    });

    it('refuses text and a canned reply together, and a canned reply of another merchant', async () => {
      const both = await send(
        t.app,
        merchant,
        calls.opsChatReply,
        { conversationId: thai.conversationId, clientId: clientId(), text: 'x', cannedReplyId: 1 },
        asOps(),
      );
      expectFailure(both, 400, 'invalid_request');
      const foreign = expectValue(
        await send(
          t.app,
          other,
          calls.opsCreateCannedReply,
          { title: 'Theirs', texts: { EN: 'Not yours' } },
          asOps(otherOps),
        ),
        calls.opsCreateCannedReply,
      );
      expectFailure(
        await sendCanned(thai.conversationId, foreign.id),
        404,
        'chat.canned.not.found',
      );
      const ours = expectValue(
        await send(t.app, merchant, calls.opsCannedReplies, undefined, asOps()),
        calls.opsCannedReplies,
      );
      expect(ours.replies.map((reply) => reply.id)).not.toContain(foreign.id);
      expectFailure(
        await send(t.app, other, calls.opsDeleteCannedReply, undefined, {
          ...asOps(otherOps),
          query: { id: String(replyId) },
        }),
        404,
        'chat.canned.not.found',
      );
    });

    it('audits edits with the texts before and after, and removal', async () => {
      const title = `Wait ${clientId()}`;
      const made = expectValue(
        await send(
          t.app,
          merchant,
          calls.opsCreateCannedReply,
          { title, texts: { EN: 'One moment' } },
          asOps(),
        ),
        calls.opsCreateCannedReply,
      );
      expectFailure(
        await send(
          t.app,
          merchant,
          calls.opsCreateCannedReply,
          { title, texts: { EN: 'Again' } },
          asOps(),
        ),
        409,
        'chat.canned.title.taken',
      );
      const changed = expectValue(
        await send(
          t.app,
          merchant,
          calls.opsUpdateCannedReply,
          { id: made.id, title, texts: { EN: 'One moment please', VI: 'Xin chờ một chút' } },
          asOps(),
        ),
        calls.opsUpdateCannedReply,
      );
      expect(changed.texts).toEqual({ EN: 'One moment please', VI: 'Xin chờ một chút' });
      const [update] = await auditOf('chat.canned.update', made.id);
      expect(update).toMatchObject({
        operatorName: anna.username,
        before: { texts: { EN: 'One moment' } },
        after: { texts: { EN: 'One moment please', VI: 'Xin chờ một chút' } },
      });
      expect(await auditOf('chat.canned.create', made.id)).toHaveLength(1);
      expectValue(
        await send(t.app, merchant, calls.opsDeleteCannedReply, undefined, {
          ...asOps(),
          query: { id: String(made.id) },
        }),
        calls.opsDeleteCannedReply,
      );
      const [removal] = await auditOf('chat.canned.delete', made.id);
      expect(removal).toMatchObject({ before: { title, texts: { EN: 'One moment please' } } });
    });

    it('keeps at most the limit of canned replies, whatever parallel adds race', async () => {
      const repository = new CannedReplyRepository(t.app.core.db);
      await repository.transaction(async (trx) => {
        for (let i = 0; i < CANNED_REPLIES_MAX - 3; i += 1) {
          await repository.insert(
            crowded.code,
            { title: `r${i}`, texts: { EN: 'x' }, at: new Date(), by: 'seed' },
            CANNED_REPLIES_MAX,
            trx,
          );
        }
      });
      const service = new CannedReplies(repository, t.app.core.audit, t.app.core.now);
      const acting = {
        operator: {
          username: anna.username,
          merchantCode: crowded.code,
          role: 'support' as const,
          superOperator: false,
          tokenHash: 'x',
          id: anna.id,
        },
        ip: '10.1.1.1',
      };
      const results = await Promise.allSettled(
        Array.from({ length: 8 }, (_, i) =>
          service.create(acting, { title: `late ${i}`, texts: { EN: 'y' } }),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
      for (const result of results.filter((r) => r.status === 'rejected')) {
        expect((result as PromiseRejectedResult).reason).toMatchObject({
          errorCode: 'chat.canned.full',
        });
      }
      expect((await service.list(crowded)).replies).toHaveLength(CANNED_REPLIES_MAX);
    });
  });
});
