import { beforeAll, describe, expect, it } from 'vitest';
import {
  calls,
  CHAT_STREAM_PATH,
  INT4_MAX,
  LEDGER_DATE_MAX,
  LEDGER_DATE_MIN,
  OPS_CHAT_STREAM_PATH,
  type CallName,
} from '@lobby/contract';
import {
  callDateFields,
  callNumberFields,
  fieldLabel,
  fieldName,
  integerRange,
  ITEM,
  type BoundField,
  type FieldSegment,
} from '@lobby/contract/testing';
import { randomUUID } from 'node:crypto';
import { signedHeaders } from '../signed-request.js';
import {
  expectFailure,
  expectValue,
  freshAddress,
  merchantFactory,
  openSse,
  PASSWORD,
  send,
  signInOperator,
  signUp,
  testDatabases,
  uniqueUsername,
  useTestApp,
  CONSENT,
} from '../../../test/index.js';

// No 500 from large integers or far dates (issue 28 point 9): every integer and date field of
// every call, found by walking the contract, refuses a value past its bounds with invalid_request
// naming it, and takes the bound itself without a 500, on the real server and database.

type Input = Record<string, unknown>;
type Answer = Awaited<ReturnType<typeof send>>;
/** A request's query and body; `signed` sends it signed as that outside party (its merchant's). */
type Sample = () => { query?: Input; body?: Input; signed?: 'platform' };

/** The external platform that reports money events, and its shared secret. */
const PLATFORM = { name: 'bounds-platform', secretEnv: 'BOUNDS_PLATFORM_SECRET' };
const PLATFORM_SECRET = 'bounds-platform-s3cret';

/**
 * Rows the samples name, made before the walk on each database (1 until then): a member whose
 * balance is adjusted and whose money events a platform reports, and a promotion category.
 */
const known = { memberId: 1 };
const CATEGORY = 'bounds';

let sequence = 0;
const clientId = () => `bounds-${process.pid}-${(sequence += 1)}`;

/**
 * The other fields of a valid request of each call that takes an integer or a date. A call
 * added without one fails the first test below, so no call's numbers go unchecked.
 */
const SAMPLES: Partial<Record<CallName, Sample>> = {
  sessionLoginLine: () => ({ body: { lineSessionToken: 'sample-token' } }),
  sessionLoginTelegram: () => ({ body: { telegramAuth: '{"id":1}' } }),
  sessionLoginMaya: () => ({ body: { sessionId: 'sample-session' } }),
  memberRegister: () => ({
    body: { username: uniqueUsername('bnd'), password: PASSWORD, ...CONSENT },
  }),
  memberRegisterMobile: () => ({
    body: { mobileNum: '812345678', password: PASSWORD, ...CONSENT },
  }),
  gameVendorLanes: () => ({}),
  hotGames: () => ({ body: {} }),
  gameMatches: () => ({}),
  markChatRead: () => ({ body: {} }),
  opsChatMessages: () => ({}),
  // A canned reply, not text: the walk sets cannedReplyId, and text with it is refused.
  opsChatReply: () => ({ body: { conversationId: 1, clientId: clientId(), cannedReplyId: 1 } }),
  opsWithdrawals: () => ({}),
  opsChangeOperatorRole: () => ({ body: { role: 'support' } }),
  opsDisableOperator: () => ({ body: {} }),
  opsResetOperatorTwoFactor: () => ({ body: {} }),
  opsAuditLog: () => ({}),
  opsAuditExport: () => ({ body: {} }),
  opsDashboard: () => ({}),
  opsDashboardExport: () => ({ body: {} }),
  opsDashboardRum: () => ({}),
  walletHistory: () => ({}),
  vendorWalletDebit: () => ({ body: { transactionId: clientId(), customerId: '1' } }),
  vendorWalletCredit: () => ({ body: { transactionId: clientId(), customerId: '1' } }),
  createDeposit: () => ({ body: { method: 'demo' } }),
  paymentCallback: () => ({
    body: { depositId: 'dep-1', status: 'paid', providerReference: 'ref-1' },
  }),
  requestWithdrawal: () => ({ body: { accountId: 'acc-1' } }),
  setProtectionLimit: () => ({ body: { kind: 'deposit', period: 'day' } }),
  setRealityCheck: () => ({ body: {} }),
  takeBreak: () => ({ body: { kind: 'timeOut', password: 'Wrong-sample-Pa55' } }),
  opsPushSend: () => ({
    body: {
      target: { memberId: known.memberId },
      marketing: false,
      defaultLanguage: 'EN',
      contents: { EN: { title: 'Sample', body: 'A sample push', url: '/m/home' } },
    },
  }),
  opsChatAssign: () => ({
    body: { conversationId: 1, assignee: null, previousAssignee: null },
  }),
  opsUpdateCannedReply: () => ({ body: { id: 1, title: 'Greeting', texts: { EN: 'Hello' } } }),
  opsDeleteCannedReply: () => ({ query: { id: '1' } }),
  opsFeedbackList: () => ({ query: { status: 'new', before: '10', limit: '20' } }),
  opsFeedbackScreenshot: () => ({ query: { id: '1' } }),
  opsSetFeedbackStatus: () => ({ body: { id: 1, status: 'answered', from: 'new' } }),
  trackEvents: () => ({
    body: {
      events: [
        {
          eventName: 'firstOpen',
          eventID: clientId(),
          payload: { domain: 'a.example', currency: 'PHP', revenue: 100, amount: 100, value: 100 },
          value: { tid: 7, campaign: 'spring' },
        },
      ],
    },
  }),
  opsAttributionReport: () => ({ query: { days: '30' } }),
  opsMemberSearch: () => ({ query: { q: 'bnd', after: '10' } }),
  opsMember: () => ({ query: { memberId: String(known.memberId) } }),
  opsMemberLedger: () => ({ query: { memberId: String(known.memberId) } }),
  opsAdjustBalance: () => ({
    body: {
      memberId: known.memberId,
      direction: 'credit',
      amount: 100,
      reason: 'goodwill credit',
      requestId: randomUUID(),
    },
  }),
  opsDecideAdjustment: () => ({ body: { adjustmentId: 1, decision: 'reject' } }),
  opsDecideOperatorRequest: () => ({ body: { requestId: 1, decision: 'reject' } }),
  opsEndMemberSessions: () => ({ body: { memberId: 1 } }),
  opsSetMemberLock: () => ({ body: { memberId: 1, locked: true, reason: 'suspicious play' } }),
  opsResetMemberSecondFactor: () => ({ body: { memberId: 1 } }),
  opsAddMemberNote: () => ({ body: { memberId: 1, body: 'Called the member' } }),
  platformEvents: () => ({
    body: {
      events: [
        {
          eventName: 'deposit',
          reference: clientId(),
          customerId: known.memberId,
          amount: 100,
          currency: 'PHP',
        },
      ],
    },
    signed: 'platform',
  }),
  systemCollect: () => ({
    body: { value: { page: '/m/home', fcp: 500, lcp: 900, fs: 1000, status: 200 } },
  }),
  opsSavePromotion: () => ({
    body: {
      mode: 'create',
      id: clientId(),
      category: CATEGORY,
      startsAt: '2026-01-01T00:00:00Z',
      endsAt: null,
      title: { EN: 'Bounds' },
      content: { EN: ['A sample promotion'] },
    },
  }),
  opsSaveAnnouncement: () => ({
    body: {
      mode: 'create',
      id: clientId(),
      startsAt: '2026-01-01T00:00:00Z',
      endsAt: null,
      title: { EN: 'Bounds' },
      content: { EN: 'A sample announcement' },
    },
  }),
};

/**
 * Date bounds a field takes as a date but its own rule refuses, with that rule's code: a birth
 * date of the calendar's last day is under any minimum age.
 */
const REFUSED_BY_RULE: Record<string, Record<string, string>> = {
  'memberRegister body.birthDate': { [LEDGER_DATE_MAX]: 'register.under.age' },
  'memberRegisterMobile body.birthDate': { [LEDGER_DATE_MAX]: 'register.under.age' },
  // A first visit is a time from 2000 to 2100 (FIRST_TOUCH_MIN, FIRST_TOUCH_MAX).
  'memberRegister body.firstTouchAt': {
    [LEDGER_DATE_MIN]: 'invalid_request',
    [LEDGER_DATE_MAX]: 'invalid_request',
  },
  'memberRegisterMobile body.firstTouchAt': {
    [LEDGER_DATE_MIN]: 'invalid_request',
    [LEDGER_DATE_MAX]: 'invalid_request',
  },
  // A window ends after it starts (the sample's starts in 2026).
  'opsSavePromotion body.endsAt': { [LEDGER_DATE_MIN]: 'content.invalid' },
  'opsSaveAnnouncement body.endsAt': { [LEDGER_DATE_MIN]: 'content.invalid' },
};

/**
 * Where the server answers otherwise today than the walk's rule, each a gap in the contract (not
 * a 500) to close there: the field, the value sent, and the status and field name answered. An
 * entry goes with its fix, and the walk fails while one stays that no longer holds.
 * - A whole-number check failing inside a union (the push's target) names the union, not the
 *   field: zod reports invalid_union at body.target, and the server names the first issue.
 * - ledgerDateRangeCheck compares a whole moment as text with LEDGER_DATE_MAX, so no moment of
 *   2100-12-31 is taken ('2100-12-31T00:00:00Z' > '2100-12-31').
 * - firstTouchAt checks its day with Date.parse only, which takes 2026-02-31 (as March 3).
 */
const CONTRACT_GAPS: Record<string, Record<string, { status: number; named?: string }>> = {
  'opsPushSend body.target.memberId': { '1.5': { status: 400, named: 'body.target' } },
};

/** Days no ledger filter takes: outside PostgreSQL's calendar, past the range, or not a day. */
const FAR_DAYS = ['0000-01-01', '9999-12-31', '1899-12-31', '2101-01-01', '2026-02-31'];

const numbers = callNumberFields();
const dates = callDateFields();
const label = (field: BoundField) => `${field.call} ${fieldLabel(field.where, field.path)}`;

/** The input with `value` at the field's path; a list's item is its first (the sample's). */
function withValue(base: Input, path: FieldSegment[], value: unknown): Input {
  const [head, ...rest] = path;
  if (head === ITEM && Array.isArray(base)) {
    const [first, ...others] = base as Input[];
    return [rest.length === 0 ? value : withValue(first ?? {}, rest, value), ...others] as never;
  }
  if (typeof head !== 'string') throw new Error(`teach withValue to set ${String(head)}`);
  const child = rest.length === 0 ? value : withValue((base[head] as Input) ?? {}, rest, value);
  return { ...base, [head]: child };
}

/** The field as the server names it: a list's first item is `0`. */
const namedBy = (field: BoundField) => new RegExp(`^${fieldName(field.where, field.path, '0')}: `);

/** Whether a schema takes a value (its checks all synchronous). */
function accepts(schema: BoundField['schema'], value: unknown): boolean {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) throw new Error('a date field with an asynchronous check');
  return !result.issues;
}

/** A moment field (ISO 8601 with its offset) takes a day as that day's first moment. */
const isMoment = (field: BoundField) =>
  !accepts(field.schema, '2026-01-01') && accepts(field.schema, '2026-01-01T00:00:00Z');
const dayFor = (field: BoundField, day: string) => (isMoment(field) ? `${day}T00:00:00Z` : day);

/** The answer a gap of the contract gives today (see CONTRACT_GAPS). */
function expectGap(response: Answer, gap: { status: number; named?: string }, value: string) {
  expect(response.statusCode, `${value}: ${response.body}`).toBe(gap.status);
  if (gap.named) {
    expect(expectFailure(response, gap.status, 'invalid_request'), value).toMatch(
      new RegExp(`^${gap.named}: `),
    );
  }
}

describe('the contract registry', () => {
  it('has a sample request for every call that takes an integer or a date', () => {
    const missing = [...numbers, ...dates].map((f) => f.call).filter((call) => !SAMPLES[call]);
    expect(missing).toEqual([]);
  });

  it('has integer and date fields to test (the walk found them)', () => {
    expect(numbers.length).toBeGreaterThan(10);
    expect(dates.length).toBeGreaterThan(1);
  });
});

describe.each(testDatabases())('integer and date bounds on $name', (kind) => {
  // Both ways of registering are offered, so each registration's fields reach their own rules.
  const merchant = merchantFactory({
    accounts: { ...merchantFactory().accounts, methods: ['username', 'mobile'] },
    postbacks: { platform: PLATFORM },
  });
  const t = useTestApp(kind, async () => ({
    merchants: [merchant],
    vendorSecrets: { [PLATFORM.secretEnv]: PLATFORM_SECRET },
  }));
  let token: string;
  let operatorCookie: string;
  beforeAll(async () => {
    token = (await signUp(t.app, merchant)).token;
    operatorCookie = await signInOperator(t.app, merchant);
    known.memberId = Number((await signUp(t.app, merchant)).id);
    expectValue(
      await send(
        t.app,
        merchant,
        calls.opsSaveCategory,
        { mode: 'create', id: CATEGORY, name: { EN: 'Bounds' } },
        { headers: { cookie: operatorCookie } },
      ),
      calls.opsSaveCategory,
    );
  });

  /** Sends the call's sample with the field set to `value` (as text in a query string). */
  function sendWith(field: BoundField, value: unknown) {
    const call = calls[field.call];
    const sample = SAMPLES[field.call]!();
    const written = field.where === 'query' ? String(value) : value;
    const query =
      field.where === 'query' ? withValue(sample.query ?? {}, field.path, written) : sample.query;
    const body =
      field.where === 'body' ? withValue(sample.body ?? {}, field.path, written) : sample.body;
    const signed = sample.signed
      ? signedHeaders({
          secret: PLATFORM_SECRET,
          body: JSON.stringify(body),
          now: t.app.core.now(),
          signer: { header: sample.signed, name: PLATFORM.name },
        })
      : {};
    return send(t.app, merchant, call, call.body ? body : undefined, {
      ip: freshAddress(),
      query: query as Record<string, string> | undefined,
      ...(call.access === 'member' ? { token } : {}),
      headers: { ...signed, ...(call.access === 'operator' ? { cookie: operatorCookie } : {}) },
    });
  }

  it.each(numbers.map((field) => [label(field), field] as const))(
    '%s refuses one past either bound by name and takes its maximum without a 500',
    async (_name, field) => {
      const range = integerRange(field.schema);
      if ('problem' in range) throw new Error(`${label(field)} ${range.problem}`);
      for (const value of [range.max + 1, range.min - 1, range.min + 0.5]) {
        const response = await sendWith(field, value);
        const gap = CONTRACT_GAPS[label(field)]?.[String(value)];
        if (gap) expectGap(response, gap, String(value));
        else
          expect(expectFailure(response, 400, 'invalid_request'), String(value)).toMatch(
            namedBy(field),
          );
      }
      const atMax = await sendWith(field, range.max);
      expect(atMax.statusCode, atMax.body).toBeLessThan(500);
    },
  );

  it.each(dates.map((field) => [label(field), field] as const))(
    '%s refuses days outside the ledger range by name and takes its bounds',
    async (_name, field) => {
      for (const day of FAR_DAYS) {
        const response = await sendWith(field, dayFor(field, day));
        const gap = CONTRACT_GAPS[label(field)]?.[day];
        if (gap) expectGap(response, gap, day);
        else expect(expectFailure(response, 400, 'invalid_request'), day).toMatch(namedBy(field));
      }
      for (const day of [LEDGER_DATE_MIN, LEDGER_DATE_MAX]) {
        const response = await sendWith(field, dayFor(field, day));
        const gap = CONTRACT_GAPS[label(field)]?.[day];
        const rule = REFUSED_BY_RULE[label(field)]?.[day];
        if (gap) expectGap(response, gap, day);
        else if (rule) expectFailure(response, 400, rule);
        else expect(response.statusCode, response.body).toBe(200);
      }
    },
  );

  it('answers the cases found under attack with 400, or not-found for a valid absent id', async () => {
    const conversation = expectValue(
      await send(t.app, merchant, calls.launchChat, {}, { token }),
      calls.launchChat,
    );
    const markRead = (upTo: number) =>
      send(t.app, merchant, calls.markChatRead, { upTo }, { token });
    expect(expectFailure(await markRead(2 ** 31), 400, 'invalid_request')).toMatch(/^body\.upTo: /);
    expectValue(await markRead(INT4_MAX), calls.markChatRead);
    expect(conversation.conversationId).toBeGreaterThan(0);

    const messages = (conversationId: string) =>
      send(t.app, merchant, calls.opsChatMessages, undefined, {
        query: { conversationId },
        headers: { cookie: operatorCookie },
      });
    expect(expectFailure(await messages('2147483648'), 400, 'invalid_request')).toMatch(
      /^query\.conversationId: /,
    );
    expectFailure(await messages(String(INT4_MAX)), 404, 'chat.not.found');

    const history = (query: Record<string, string>) =>
      send(t.app, merchant, calls.walletHistory, undefined, { query, token });
    for (const [query, field] of [
      [{ from: '0000-01-01' }, 'from'],
      [{ to: '9999-12-31' }, 'to'],
      [{ from: '2026-02-01', to: '2026-01-31' }, 'to'],
    ] as const) {
      expect(expectFailure(await history(query), 400, 'invalid_request')).toMatch(
        new RegExp(`^query\\.${field}: `),
      );
    }
    expectValue(await history({ from: '2026-01-31', to: '2026-01-31' }), calls.walletHistory);
  });

  it("reads the chat streams' resume point through the same bounds", async () => {
    const host = merchant.hosts[0]!;
    const streams = [
      [CHAT_STREAM_PATH, { authorization: `Bearer ${token}` }],
      [OPS_CHAT_STREAM_PATH, { cookie: operatorCookie }],
    ] as const;
    for (const [path, auth] of streams) {
      const headers = { host, accept: 'text/event-stream', ...auth };
      const byQuery = await t.app.inject({ url: `${path}?after=2147483648`, headers });
      expect(expectFailure(byQuery, 400, 'invalid_request')).toMatch(/^query\.after: /);
      const byHeader = await t.app.inject({
        url: path,
        headers: { ...headers, 'last-event-id': '99999999999' },
      });
      expect(expectFailure(byHeader, 400, 'invalid_request')).toMatch(/^headers\.last-event-id: /);
    }
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const [path, auth] of streams) {
      const open = await openSse(`${base}${path}?after=${INT4_MAX}`, {
        merchant: merchant.code,
        ...auth,
      });
      expect(open.status).toBe(200);
      open.close();
    }
  });
});
