import { beforeAll, describe, expect, it } from 'vitest';
import {
  calls,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_STREAM_PATH,
  OPS_CHAT_STREAM_PATH,
  type ChatMessage,
} from '@lobby/contract';
import { CUSTOMER_SERVICE_LIMITS as LIMITS } from './customer-service-limits.js';
import {
  addOperator,
  expectFailure,
  expectValue,
  freshAddress,
  merchantFactory,
  openSse,
  send,
  signInAs,
  signInOperator,
  signUp,
  testDatabases,
  type TestMember,
  useTestApp,
} from '../../test/index.js';

let sequence = 0;
const clientId = () => `client-${process.pid}-${(sequence += 1)}`;

describe.each(testDatabases())('built-in chat on $name', (kind) => {
  const merchant = merchantFactory();
  const other = merchantFactory();
  const noChat = merchantFactory({ chat: { builtIn: false } });
  const t = useTestApp(kind, async () => ({
    merchants: [merchant, other, noChat],
  }));
  let member: TestMember;
  let ops: string;
  let base: string;
  beforeAll(async () => {
    member = await signUp(t.app, merchant);
    ops = await signInOperator(t.app, merchant);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  const launch = (body: { visitorKey?: string } = {}, token?: string, ip?: string) =>
    send(t.app, merchant, calls.launchChat, body, { token, ip });
  const say = (text: string, options: { token?: string; visitorKey?: string; id?: string } = {}) =>
    send(
      t.app,
      merchant,
      calls.sendChatMessage,
      { text, clientId: options.id ?? clientId(), visitorKey: options.visitorKey },
      { token: options.token },
    );
  const reply = (conversationId: number, text: string, cookie = ops, on = merchant) =>
    send(
      t.app,
      on,
      calls.opsChatReply,
      { conversationId, clientId: clientId(), text },
      { headers: { cookie } },
    );
  const unreadCount = async (token?: string, visitorKey?: string) =>
    expectValue(
      await send(t.app, merchant, calls.chatUnreadCount, { visitorKey }, { token }),
      calls.chatUnreadCount,
    ).count;

  it("opens a member's one conversation, stores messages once per client id", async () => {
    const opened = expectValue(await launch({}, member.token), calls.launchChat);
    expect(opened).toMatchObject({ visitorKey: null, messages: [] });
    const again = expectValue(await launch({}, member.token), calls.launchChat);
    expect(again.conversationId).toBe(opened.conversationId);

    const id = clientId();
    const first = expectValue(
      await say('<b>hello</b>', { token: member.token, id }),
      calls.sendChatMessage,
    );
    const retry = expectValue(
      await say('<b>hello</b>', { token: member.token, id }),
      calls.sendChatMessage,
    );
    expect(retry).toEqual(first);
    expect(first).toMatchObject({ sender: 'player', text: '<b>hello</b>' });
    const reopened = expectValue(await launch({}, member.token), calls.launchChat);
    expect(reopened.messages).toEqual([first]);
  });

  it('shows the operator the conversation, and the player the answer as unread until seen', async () => {
    const { conversationId } = expectValue(await launch({}, member.token), calls.launchChat);
    const list = expectValue(
      await send(t.app, merchant, calls.opsChatConversations, undefined, {
        headers: { cookie: ops },
      }),
      calls.opsChatConversations,
    );
    const listed = list.conversations.find((item) => item.id === conversationId);
    expect(listed).toMatchObject({ playerName: member.username, kind: 'member', unread: 1 });
    const read = await send(t.app, merchant, calls.opsChatMessages, undefined, {
      headers: { cookie: ops },
      query: { conversationId: String(conversationId) },
    });
    expect(expectValue(read, calls.opsChatMessages).messages.length).toBeGreaterThan(0);

    const answer = expectValue(await reply(conversationId, 'How can I help?'), calls.opsChatReply);
    expect(answer.sender).toBe('operator');
    expect(await unreadCount(member.token)).toBe(1);
    const mark = await send(
      t.app,
      merchant,
      calls.markChatRead,
      { upTo: answer.id },
      { token: member.token },
    );
    expectValue(mark, calls.markChatRead);
    expect(await unreadCount(member.token)).toBe(0);
    expect(await unreadCount()).toBe(0);
  });

  it('delivers live over SSE and replays what a reconnecting client missed, once', async () => {
    const { conversationId } = expectValue(await launch({}, member.token), calls.launchChat);
    const headers = { authorization: `Bearer ${member.token}`, merchant: merchant.code };
    const first = await openSse(`${base}${CHAT_STREAM_PATH}?after=0`, headers);
    expect(first.status).toBe(200);
    const seen: ChatMessage[] = [];
    // Everything stored so far arrives first.
    for (;;) {
      if (await first.quiet(300)) break;
      seen.push(JSON.parse((await first.next()).data) as ChatMessage);
    }
    const live = expectValue(await reply(conversationId, 'live answer'), calls.opsChatReply);
    const event = await first.next();
    expect(event).toMatchObject({ id: String(live.id), event: 'message' });
    expect(JSON.parse(event.data)).toEqual(live);
    first.close();

    const missed = expectValue(await reply(conversationId, 'while away'), calls.opsChatReply);
    const resumed = await openSse(`${base}${CHAT_STREAM_PATH}`, {
      ...headers,
      'last-event-id': String(live.id),
    });
    expect(JSON.parse((await resumed.next()).data)).toEqual(missed);
    expect(await resumed.quiet(300)).toBe(true);
    resumed.close();
    expect(seen.every((message) => message.conversationId === conversationId)).toBe(true);
  });

  it("streams the merchant a super-operator names in the query (EventSource sends no headers), and no merchant operator reaches another's", async () => {
    const boss = await addOperator(t.app, null, 'support');
    const bossCookie = await signInAs(t.app, merchant, boss);
    const stream = (cookie: string, on: string) =>
      openSse(`${base}${OPS_CHAT_STREAM_PATH}?merchant=${on}`, { cookie });
    const onOther = await stream(bossCookie, other.code);
    expect(onOther.status).toBe(200);
    const player = await signUp(t.app, other);
    expectValue(
      await send(t.app, other, calls.launchChat, {}, { token: player.token }),
      calls.launchChat,
    );
    const sent = expectValue(
      await send(
        t.app,
        other,
        calls.sendChatMessage,
        { text: 'hello from the other merchant', clientId: clientId() },
        { token: player.token },
      ),
      calls.sendChatMessage,
    );
    for (;;) {
      const event = await onOther.next();
      if (
        (JSON.parse(event.data) as { conversationId: number }).conversationId ===
        sent.conversationId
      )
        break;
    }
    onOther.close();
    const crossing = await stream(ops, other.code);
    expect(crossing.status).toBe(401);
    crossing.close();
    const unknown = await stream(bossCookie, 'no-such-merchant');
    expect(unknown.status).toBe(400);
    unknown.close();
  });

  it('refuses a stream without a conversation, and never streams another player', async () => {
    const visitor = await openSse(`${base}${CHAT_STREAM_PATH}`, { merchant: merchant.code });
    expect(visitor.status).toBe(404);
    visitor.close();
    const stranger = await signUp(t.app, merchant);
    const none = await openSse(`${base}${CHAT_STREAM_PATH}`, {
      merchant: merchant.code,
      authorization: `Bearer ${stranger.token}`,
    });
    expect(none.status).toBe(404);
    none.close();
  });

  it('gives a visitor a key of its own, and limits what visitors send per address', async () => {
    const ip = freshAddress();
    const opened = expectValue(await launch({}, undefined, ip), calls.launchChat);
    const visitorKey = opened.visitorKey!;
    expect(visitorKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const same = expectValue(await launch({ visitorKey }, undefined, ip), calls.launchChat);
    expect(same.conversationId).toBe(opened.conversationId);
    expectFailure(await say('hi', { visitorKey: 'no-such-key-000' }), 404, 'chat.not.found');

    const sends = await Promise.all(
      Array.from({ length: 24 }, () =>
        send(
          t.app,
          merchant,
          calls.sendChatMessage,
          { visitorKey, clientId: clientId(), text: 'hello?' },
          { ip },
        ),
      ),
    );
    const codes = sends.map((response) => (response.json() as { errorCode?: string }).errorCode);
    expect(codes.filter((code) => code === undefined)).toHaveLength(20);
    expect(codes.filter((code) => code === 'TOO_MANY_REQUEST_CHAT')).toHaveLength(4);
  });

  it("limits a member's messages whatever address they come from", async () => {
    const talker = await signUp(t.app, merchant);
    expectValue(await launch({}, talker.token), calls.launchChat);
    const { max } = LIMITS.chatMemberMessages;
    const sends = await Promise.all(
      Array.from({ length: max + 10 }, () =>
        send(
          t.app,
          merchant,
          calls.sendChatMessage,
          { clientId: clientId(), text: 'hello?' },
          { token: talker.token, ip: freshAddress() },
        ),
      ),
    );
    const codes = sends.map((response) => (response.json() as { errorCode?: string }).errorCode);
    expect(codes.filter((code) => code === undefined)).toHaveLength(max);
    expect(codes.filter((code) => code === 'TOO_MANY_REQUEST_CHAT')).toHaveLength(10);
  });

  it('holds a few streams of a conversation open at once, and frees a slot when one closes', async () => {
    const watcher = await signUp(t.app, merchant);
    expectValue(await launch({}, watcher.token), calls.launchChat);
    const headers = { authorization: `Bearer ${watcher.token}`, merchant: merchant.code };
    const open = () => openSse(`${base}${CHAT_STREAM_PATH}`, headers);
    const { max } = LIMITS.chatStreamsPerConversation;
    const streams = await Promise.all(Array.from({ length: max + 3 }, open));
    const statuses = streams.map((stream) => stream.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    const refused = await fetch(`${base}${CHAT_STREAM_PATH}`, {
      headers: { ...headers, accept: 'text/event-stream' },
    });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ errorCode: 'TOO_MANY_REQUEST_CHAT_STREAMS' });

    // The server learns of a closed stream a moment later: a new one opens once it has.
    streams.find((stream) => stream.status === 200)!.close();
    let reopened = await open();
    for (let tries = 0; reopened.status !== 200 && tries < 100; tries += 1) {
      reopened.close();
      await new Promise((resolve) => setTimeout(resolve, 20));
      reopened = await open();
    }
    expect(reopened.status).toBe(200);
    reopened.close();
    for (const stream of streams) stream.close();
  });

  it('refuses empty and over-long messages with invalid_request', async () => {
    expectFailure(await say('   ', { token: member.token }), 400, 'invalid_request');
    const long = 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1);
    expectFailure(await say(long, { token: member.token }), 400, 'invalid_request');
    expectValue(
      await say('x'.repeat(CHAT_MESSAGE_MAX_LENGTH), { token: member.token }),
      calls.sendChatMessage,
    );
  });

  it("keeps each merchant's chats to its own operators", async () => {
    const { conversationId } = expectValue(await launch({}, member.token), calls.launchChat);
    const otherOps = await signInOperator(t.app, other);
    const list = expectValue(
      await send(t.app, other, calls.opsChatConversations, undefined, {
        headers: { cookie: otherOps },
      }),
      calls.opsChatConversations,
    );
    expect(list.conversations.map((item) => item.id)).not.toContain(conversationId);
    expectFailure(await reply(conversationId, 'not yours', otherOps, other), 404, 'chat.not.found');
    const read = await send(t.app, other, calls.opsChatMessages, undefined, {
      headers: { cookie: otherOps },
      query: { conversationId: String(conversationId) },
    });
    expectFailure(read, 404, 'chat.not.found');
    expectFailure(await reply(conversationId, 'no cookie', ''), 401, 'operator.not.login');
  });

  it('answers not_supported where the merchant has no built-in chat', async () => {
    const response = await send(t.app, noChat, calls.launchChat, {});
    expectFailure(response, 400, 'not_supported');
  });
});
