import net from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calls, operatorMay, type CallName, type OpsPermission } from '@lobby/contract';
import {
  callStringFields,
  fieldLabel,
  ITEM,
  RECORD_KEY,
  type FieldSegment,
  type StringField,
} from '@lobby/contract/testing';
import {
  expectFailure,
  freshAddress,
  merchantFactory,
  PASSWORD,
  send,
  signInOperator,
  signUp,
  testDatabases,
  uniqueUsername,
  useTestApp,
  CONSENT,
} from '../../../test/index.js';

// No 500 from bad text (issue 10 point 5): every string field of every call in the contract's
// registry, found by walking its schemas, refuses control characters with invalid_request
// naming the field, on the real server and database.

type Sample = { query?: Record<string, string>; body?: Record<string, unknown> };

/**
 * A valid request of each call that takes a query or body. A call added without one fails the
 * first test below, so no call's text goes unchecked.
 */
/** A browser's push subscription as the registrations endpoint takes it. */
const PUSH_SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/sample',
  auth: 'c2FtcGxlLWF1dGg',
  p256dh: 'c2FtcGxlLXAyNTZkaA',
  applicationPubKey: 'c2FtcGxl',
};

/** A browser's WebAuthn answer as far as the contract reads it (base64url fields). */
const WEBAUTHN_SAMPLE = {
  id: 'c2FtcGxl',
  rawId: 'c2FtcGxl',
  type: 'public-key',
  response: { clientDataJSON: 'c2FtcGxl' },
};

const SAMPLES: Partial<Record<CallName, Sample>> = {
  systemStatus: {
    query: { track: 'ad1', originalDomain: 'a.example', url: 'https://a.example/m/' },
  },
  systemDomainRoute: { query: { device: 'MOBILE' } },
  systemManifest: { query: { merchantCode: 'demo', timestamp: '1' } },
  sessionRsaKey: { query: { _: '1', t: '1' } },
  memberRegister: {
    body: {
      username: 'sample_user',
      password: PASSWORD,
      registerUrl: 'https://a.example/m/register',
      ...CONSENT,
    },
  },
  memberRegisterMobile: { body: { mobileNum: '812345678', password: PASSWORD, ...CONSENT } },
  checkUsername: { query: { username: 'sample_user' } },
  sessionLogin: { body: { username: 'sample_user', password: PASSWORD } },
  pushRegister: { body: { web: PUSH_SUBSCRIPTION } },
  pushRegistrationUpdate: { body: { token: 'sample-token', web: PUSH_SUBSCRIPTION } },
  pushRegistrationDelete: { body: { token: 'sample-token' } },
  fcmBind: { body: { registrationToken: 'sample-token' } },
  fcmSubscribe: { body: { registrationToken: 'sample-token', topic: 'ALL' } },
  fcmUnsubscribe: { body: { registrationToken: 'sample-token', unsubscribeAll: true } },
  opsPushSend: {
    body: {
      target: { topic: 'ALL' },
      marketing: true,
      defaultLanguage: 'EN',
      contents: { EN: { title: 'Sample', body: 'A sample push', url: '/m/home' } },
    },
  },
  trackEvents: {
    body: {
      events: [
        {
          eventName: 'firstOpen',
          eventID: 'sample-event-1',
          payload: { domain: 'a.example', currency: 'PHP' },
          value: { fbclid: 'fb-sample', campaign: 'launch' },
        },
      ],
    },
  },
  opsAttributionReport: { query: { days: '7' } },
  opsMemberSearch: { query: { q: 'sample_user' } },
  opsMember: { query: { memberId: '1' } },
  opsMemberLedger: { query: { memberId: '1', before: '99' } },
  opsAdjustBalance: {
    body: {
      memberId: 1,
      direction: 'credit',
      amount: 100,
      reason: 'goodwill credit',
      requestId: '00000000-0000-4000-8000-000000000001',
    },
  },
  opsDecideAdjustment: { body: { adjustmentId: 1, decision: 'approve' } },
  opsDecideOperatorRequest: { body: { requestId: 1, decision: 'reject' } },
  opsEndMemberSessions: { body: { memberId: 1 } },
  opsSetMemberLock: { body: { memberId: 1, locked: true, reason: 'suspicious play' } },
  opsResetMemberSecondFactor: { body: { memberId: 1 } },
  opsAddMemberNote: { body: { memberId: 1, body: 'Called the member' } },
  trackS2sEvents: {
    body: {
      events: JSON.stringify([{ eventName: 'firstOpen', eventID: 'sample-event-2' }]),
      s2s: { gpsAdid: 'sample-gps-adid' },
    },
  },
  platformEvents: {
    body: {
      events: [
        { eventName: 'deposit', reference: 'ref-1', customerId: 1, amount: 100, currency: 'PHP' },
      ],
    },
  },
  systemCollect: {
    body: { merchant: 'demo', value: { page: '/m/home', fcp: 500, lcp: 900, fs: 1000 } },
  },
  systemPing: { query: { affiliateCode: 'aff', tid: '7', clickId: 'click' } },
  verifyLineCode: {
    body: { code: 'sample-code', redirectUri: 'https://a.example/m/line', state: 'sample-state' },
  },
  sessionLoginLine: { body: { lineSessionToken: 'sample-token', loginDeviceId: 'device' } },
  sessionLoginTelegram: { body: { telegramAuth: '{"id":1}', registerUrl: 'https://a.example/m/' } },
  sessionLoginMaya: { body: { sessionId: 'sample-session', env: 'sandbox', domain: 'a.example' } },
  refreshMayaTokens: { body: { env: 'sandbox' } },
  localIdentityProof: { body: { provider: 'firebase', channel: 'google', subject: 'sample' } },
  passkeyCodeSend: { body: { method: 'sms' } },
  passkeyRegistrationOptions: { body: { password: PASSWORD } },
  addPasskey: { body: { response: WEBAUTHN_SAMPLE, name: 'phone' } },
  removePasskey: { body: { id: 'sample-passkey' } },
  sessionLoginPasskey: {
    body: { challengeId: 'sample-challenge', response: WEBAUTHN_SAMPLE, loginDeviceId: 'device' },
  },
  endSession: { body: { sessionId: 'sample-session' } },
  sessionLoginRemembered: { body: { rememberToken: 'r'.repeat(43), loginDeviceId: 'device-1' } },
  memberLanguage: { body: { language: 'EN' } },
  changePassword: { body: { oldPassword: PASSWORD, newPassword: 'Fresh-test-Pa55?' } },
  captchaImage: { query: { t: '1' } },
  smsCodeLogin: { body: { mobileNum: '812345678', countryDialingCode: '+63' } },
  smsCodeRegister: { body: { mobileNum: '812345679', countryDialingCode: '+63' } },
  passwordResetSms: { body: { mobileNum: '812345670', countryDialingCode: '+63' } },
  passwordResetVerification: {
    body: { mobileNum: '812345670', code: '123456', newPassword: 'Fresh-test-Pa55?' },
  },
  opsInboxList: { query: { recipient: '+63812345678' } },
  sessionLoginVerification: {
    body: { username: 'sample_user', password: PASSWORD, verifyCode: '123456' },
  },
  sessionLoginCodeSend: {
    body: { username: 'sample_user', password: PASSWORD, verifyMethod: 'sms' },
  },
  twoFactorCodes: { body: { method: 'sms', enabled: true, password: PASSWORD } },
  memberEmailCode: { body: { email: 'sample@example.com' } },
  memberEmailConfirm: { body: { email: 'sample@example.com', code: '123456' } },
  passwordResetEmail: { body: { account: 'sample_user' } },
  passwordResetLink: { body: { token: 't'.repeat(43), newPassword: 'Fresh-test-Pa55?' } },
  twoFactorSetup: { body: { password: PASSWORD } },
  twoFactorConfirm: { body: { code: '123456' } },
  twoFactorDisable: { body: { password: PASSWORD } },
  captchaGeetest: { query: { t: '1' } },
  gameVendorLanes: { query: { limit: '3' } },
  hotGames: { body: { limit: 3 } },
  gameMatches: { query: { limit: '3' } },
  banners: { query: { groupName: 'm_home' } },
  launchGame: { body: { gameId: 'g-1', backUrl: '/m/home' } },
  trialLaunch: { body: { gameId: 'g-1' } },
  createHandoff: { body: { url: 'https://partner.example/' } },
  redeemHandoff: { body: { token: 't'.repeat(43), host: 'partner.example' } },
  saveMemberInfoByAuthKey: { body: {} },
  operatorLogin: { body: { username: 'ops-anna', password: 'Operator-Pa55-word' } },
  operatorSignInCode: { body: { code: '123456' } },
  operatorNewPassword: { body: { password: 'Floor-Manager-77' } },
  operatorPair: { body: { code: '123456' } },
  opsAddOperator: { body: { username: 'ops-sample', role: 'support' } },
  opsChangeOperatorRole: { body: { operatorId: 1, role: 'support' } },
  opsDisableOperator: { body: { operatorId: 1 } },
  opsResetOperatorTwoFactor: { body: { operatorId: 1 } },
  opsAuditLog: {
    query: {
      operator: 'anna',
      action: 'operator.add',
      targetType: 'operator',
      targetId: '1',
      from: '2026-11-01',
      to: '2026-11-30',
    },
  },
  opsAuditExport: { body: { operator: 'anna', action: 'operator.add' } },
  launchChat: { body: { visitorKey: 'v'.repeat(32) } },
  sendChatMessage: { body: { visitorKey: 'v'.repeat(32), clientId: 'client-1', text: 'Hello' } },
  chatUnreadCount: { body: { visitorKey: 'v'.repeat(32) } },
  markChatRead: { body: { visitorKey: 'v'.repeat(32), upTo: 1 } },
  opsChatMessages: { query: { conversationId: '1' } },
  opsWithdrawals: {
    query: { status: 'pending', userName: 'sample_user', from: '2026-11-01', sort: 'queue' },
  },
  opsRevealWithdrawalAccount: { body: { withdrawalId: '00000000-0000-0000-0000-000000000000' } },
  opsWithdrawalActivity: { query: { withdrawalId: '00000000-0000-0000-0000-000000000000' } },
  opsDashboard: { query: { from: '2026-11-01', to: '2026-11-30' } },
  opsDashboardExport: { body: { from: '2026-11-01', to: '2026-11-30', report: 'rum' } },
  opsDashboardRum: { query: { from: '2026-11-01', to: '2026-11-30' } },
  opsChatReply: { body: { conversationId: 1, clientId: 'client-1', text: 'Hello' } },
  opsChatConversations: { query: { filter: 'mine' } },
  opsChatAssign: { body: { conversationId: 1, assignee: 'ops-anna', previousAssignee: 'ops-bob' } },
  opsCreateCannedReply: { body: { title: 'Greeting', texts: { EN: 'Hello', TH: 'Sawasdee' } } },
  opsUpdateCannedReply: { body: { id: 1, title: 'Greeting', texts: { EN: 'Hello' } } },
  opsDeleteCannedReply: { query: { id: '1' } },
  opsFeedbackList: { query: { status: 'new', before: '10', limit: '20' } },
  opsFeedbackScreenshot: { query: { id: '1' } },
  opsSetFeedbackStatus: { body: { id: 1, status: 'answered', from: 'new' } },
  redeemChatAuthKey: { body: { authKey: 'sample-auth-key' } },
  opsSavePromotion: {
    body: {
      mode: 'update',
      id: 'p-1',
      category: 'c-1',
      startsAt: '2026-01-01T00:00:00Z',
      endsAt: '2026-02-01T00:00:00Z',
      title: { EN: 'Title' },
      content: { EN: ['Line'] },
      terms: { EN: ['Term'] },
      images: { EN: 'https://cdn.example/a.png' },
    },
  },
  opsSaveAnnouncement: {
    body: {
      mode: 'update',
      id: 'a-1',
      category: 'general',
      startsAt: '2026-01-01T00:00:00Z',
      endsAt: null,
      title: { EN: 'Title' },
      content: { EN: 'Text' },
    },
  },
  opsSaveCategory: { body: { mode: 'update', id: 'c-1', name: { EN: 'Name' } } },
  opsSaveVipLevel: {
    body: { labelId: 'gold', labelName: { EN: 'Gold' }, benefits: [{ EN: 'B' }] },
  },
  opsSaveBanner: {
    body: {
      mode: 'update',
      id: 'b-1',
      groupName: 'm_home',
      title: 'Title',
      texts: { EN: { title: 'Title', action: 'Go' } },
      images: { EN: 'https://cdn.example/b.png' },
      linkageType: 'URL',
      linkage: '/m/home',
    },
  },
  opsSetContentEnabled: { body: { kind: 'promotion', id: 'p-1', enabled: true } },
  opsOrderContent: { body: { kind: 'promotion', ids: ['p-1'] } },
  opsDecideWithdrawal: {
    body: { withdrawalId: '00000000-0000-0000-0000-000000000000', decision: 'approve' },
  },
  submitFeedback: {
    body: {
      category: 'other',
      text: 'Hello',
      screenshot: { type: 'image/png', data: 'iVBORw0KGgo=' },
    },
  },
  promotionList: { query: { category: 'casino' } },
  promotionDetail: { query: { id: '1' } },
  claimPromotion: { body: { promotionId: '1' } },
  forfeitBonus: { body: { bonusId: '1' } },
  listAnnouncements: { query: { types: 'PR', platform: 'M', category: 'general' } },
  downloadSetting: { query: { domain: 'demo.test' } },
  referralVisit: { body: { referralCode: 'ABCD2345', visitorId: 'phone-0000-1111' } },
  walletHistory: { query: { kind: 'deposit', from: '2026-11-01', to: '2026-11-30' } },
  vendorWalletDebit: {
    body: { transactionId: 'tx-1', customerId: '1', amount: 100, gameId: 'g', roundId: 'r' },
  },
  vendorWalletCredit: {
    body: { transactionId: 'tx-2', customerId: '1', amount: 100, gameId: 'g', roundId: 'r' },
  },
  vendorWalletRollback: {
    body: { transactionId: 'tx-3', customerId: '1', originalTransactionId: 'tx-1' },
  },
  createDeposit: { body: { method: 'demo', amount: 1000 } },
  depositStatus: { query: { depositId: 'dep-1' } },
  paymentCallback: {
    body: { depositId: 'dep-1', status: 'paid', amount: 1000, providerReference: 'ref-1' },
  },
  requestWithdrawal: { body: { amount: 1000, accountId: 'acc-1' } },
  setProtectionLimit: { body: { kind: 'deposit', period: 'day', value: 1000 } },
  setRealityCheck: { body: { minutes: 60 } },
  takeBreak: { body: { kind: 'timeOut', days: 1, password: 'Wrong-sample-Pa55' } },
  acceptTerms: { body: { termsVersion: '1', privacyVersion: '1' } },
  addWithdrawAccount: {
    body: {
      type: 'bank',
      provider: 'Metro Bank',
      holderName: 'Juan Dela Cruz',
      accountNumber: '001234567890',
      password: PASSWORD,
    },
  },
};

/** Control characters (C0, DEL, C1); lone surrogates too where the field travels as JSON. */
const badCharacter = (where: 'query' | 'body') =>
  fc
    .oneof(
      fc.constant(0),
      fc.integer({ min: 0, max: 0x1f }),
      fc.constant(0x7f),
      fc.integer({ min: 0x80, max: 0x9f }),
      // A URL cannot carry a lone surrogate; a JSON body can.
      ...(where === 'body' ? [fc.integer({ min: 0xd800, max: 0xdfff })] : []),
    )
    .map((code) => String.fromCharCode(code));

type Node = Record<string | number, unknown>;

/** What a sample holds at an item: an array's first item, or a record's first value. */
function firstInside(sample: unknown): unknown {
  if (Array.isArray(sample)) return sample[0];
  return sample && typeof sample === 'object' ? Object.values(sample)[0] : undefined;
}

/**
 * The sample with `value` at the field's path (a record's key path puts it in the key); an item
 * goes in as a record's value under `x` or as an array's only item, as the sample has it.
 */
function withField(base: Record<string, unknown>, path: FieldSegment[], value: string) {
  const root: Node = structuredClone(base);
  let node: Node = root;
  let sample: unknown = base;
  path.forEach((segment, index) => {
    const last = index === path.length - 1;
    if (segment === RECORD_KEY) {
      Object.keys(node).forEach((key) => delete node[key]);
      node[value] = 'x';
    } else if (segment === ITEM) {
      const array = Array.isArray(node);
      if (array) (node as unknown as unknown[]).length = 0;
      const key = array ? 0 : itemKey(sample);
      const inner = firstInside(sample);
      node[key] = last ? value : inner && typeof inner === 'object' ? structuredClone(inner) : {};
      node = node[key] as Node;
      sample = inner;
    } else if (last) {
      node[segment] = value;
    } else {
      const inner = (sample as Node | undefined)?.[segment];
      if (path[index + 1] === RECORD_KEY || path[index + 1] === ITEM) {
        node[segment] = Array.isArray(inner) ? [] : {};
      } else {
        node[segment] ??= {};
      }
      node = node[segment] as Node;
      sample = inner;
    }
  });
  return root;
}

/** The field as the server names it: an array's item by its index, a record's value as `x`. */
/** A record's item goes under the sample's own first key (a language, say), else 'x'. */
function itemKey(sample: unknown): string {
  return (sample && typeof sample === 'object' ? Object.keys(sample)[0] : undefined) ?? 'x';
}

function fieldNameIn(base: Record<string, unknown>, where: 'query' | 'body', path: FieldSegment[]) {
  const parts: string[] = [where];
  let sample: unknown = base;
  for (const segment of path) {
    if (segment === RECORD_KEY) break;
    if (segment === ITEM) {
      parts.push(Array.isArray(sample) ? '0' : itemKey(sample));
      sample = firstInside(sample);
    } else {
      parts.push(segment);
      sample = (sample as Node | undefined)?.[segment];
    }
  }
  return parts.join('.');
}

/** What the field held in the sample, or a short word; the bad character goes somewhere inside. */
function sampleText(base: Record<string, unknown>, path: FieldSegment[]): string {
  let node: unknown = base;
  for (const segment of path) {
    node =
      typeof segment === 'string'
        ? (node as Record<string, unknown> | undefined)?.[segment]
        : undefined;
  }
  return typeof node === 'string' ? node : 'abc';
}

const fields = callStringFields();

describe('the contract registry', () => {
  it('has a sample request for every call that takes a query or a body', () => {
    const missing = (Object.keys(calls) as CallName[]).filter(
      (name) => (calls[name].query || calls[name].body) && !SAMPLES[name],
    );
    expect(missing).toEqual([]);
  });

  it('has string fields to test (the walk found them)', () => {
    expect(fields.length).toBeGreaterThan(50);
  });
});

describe.each(testDatabases())('text fields on $name', (kind) => {
  let token: string;
  let operatorCookie: string;
  let financeCookie: string;
  const merchant = merchantFactory();

  const t = useTestApp(kind, async () => ({
    merchants: [merchant],
  }));
  beforeAll(async () => {
    token = (await signUp(t.app, merchant)).token;
    operatorCookie = await signInOperator(t.app, merchant);
    // Reveal is finance's alone: its sample is sent by a finance operator.
    financeCookie = await signInOperator(t.app, merchant, 'finance');
  });

  /** The operator's cookie, acting in a role that holds the call's permission. */
  const operatorHeaders = (permission: OpsPermission | undefined) => ({
    cookie:
      permission && !operatorMay('admin', permission) && operatorMay('finance', permission)
        ? financeCookie
        : operatorCookie,
  });

  /** Sends the call's sample with the field set to `value`. */
  async function sendWith(field: StringField, value: string) {
    const call = calls[field.call];
    const sample = SAMPLES[field.call] ?? {};
    const query =
      field.where === 'query' ? withField(sample.query ?? {}, field.path, value) : sample.query;
    const body =
      field.where === 'body' ? withField(sample.body ?? {}, field.path, value) : sample.body;
    return send(t.app, merchant, call, call.body ? body : undefined, {
      ip: freshAddress(),
      query: query as Record<string, string> | undefined,
      ...(call.access === 'member' ? { token } : {}),
      ...(call.access === 'operator' ? { headers: operatorHeaders(call.permission) } : {}),
    });
  }

  it.each(
    fields.map((field) => [`${field.call} ${fieldLabel(field.where, field.path)}`, field] as const),
  )('%s refuses control characters with invalid_request naming it', async (_name, field) => {
    const base = sampleText(SAMPLES[field.call]?.[field.where] ?? {}, field.path);
    await fc.assert(
      fc.asyncProperty(badCharacter(field.where), fc.nat(base.length), async (bad, at) => {
        const value = `${base.slice(0, at)}${bad}${base.slice(at)}`;
        const response = await sendWith(field, value);
        const message = expectFailure(response, 400, 'invalid_request');
        const named = fieldNameIn(
          SAMPLES[field.call]?.[field.where] ?? {},
          field.where,
          field.path,
        );
        expect(message.startsWith(`${named}`), message).toBe(true);
      }),
      { numRuns: 6 },
    );
  });

  it('answers the cases found under attack with 400, not 500', async () => {
    const host = merchant.hosts[0]!;
    const banners = await t.app.inject({ url: '/wps/banners?groupName=%00', headers: { host } });
    expect(expectFailure(banners, 400, 'invalid_request')).toMatch(/^query\.groupName: /);
    const cases: [CallName, Record<string, unknown>, string][] = [
      ['sessionLogin', { username: 'a\u0000b', password: PASSWORD }, 'body.username'],
      [
        'memberRegister',
        { username: uniqueUsername(), password: PASSWORD, registerUrl: 'https://a.example/\u0000' },
        'body.registerUrl',
      ],
      ['launchGame', { gameId: '\u0000' }, 'body.gameId'],
      [
        'sessionLogin',
        { username: 'sample_user', password: PASSWORD, remember: true, loginDeviceId: 'd\u0000' },
        'body.loginDeviceId',
      ],
    ];
    for (const [name, body, field] of cases) {
      const response = await send(t.app, merchant, calls[name], body, {
        token,
        ip: freshAddress(),
      });
      expect(expectFailure(response, 400, 'invalid_request')).toMatch(new RegExp(`^${field}: `));
    }
  });

  it('refuses a control character in a header it stores (Device, User-Agent), ignores one in Language', async () => {
    const member = await signUp(t.app, merchant);
    const body = { username: member.username, password: PASSWORD };
    for (const name of ['device', 'user-agent']) {
      for (const call of [calls.sessionLogin, calls.memberRegister]) {
        const payload =
          call === calls.sessionLogin ? body : { username: uniqueUsername(), password: PASSWORD };
        const response = await send(t.app, merchant, call, payload, {
          ip: freshAddress(),
          headers: { [name]: 'a\u0000b' },
        });
        expect(expectFailure(response, 400, 'invalid_request')).toMatch(
          new RegExp(`^headers\\.${name}: `),
        );
      }
    }
    const language = await send(t.app, merchant, calls.sessionLogin, body, {
      ip: freshAddress(),
      headers: { language: 'E\u0000N' },
    });
    expect(language.statusCode).toBe(200);
  });

  it('answers a control character in the Merchant header, the host or an image id without a 500', async () => {
    const host = merchant.hosts[0]!;
    const byHeader = await t.app.inject({
      url: calls.banners.path,
      headers: { host, merchant: 'm\u0000' },
    });
    expectFailure(byHeader, 400, 'unknown_merchant');
    const byHost = await t.app.inject({
      url: calls.banners.path,
      headers: { host: 'a\u0000.test' },
    });
    expectFailure(byHost, 400, 'unknown_merchant');
    const image = await t.app.inject({ url: '/wps/catalogue/image/%00', headers: { host } });
    expect(expectFailure(image, 400, 'invalid_request')).toMatch(/^params\.id: /);
  });

  it("over a real connection, Node's parser refuses control characters in any header with 400", async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const host = merchant.hosts[0]!;
    const headers = [
      'User-Agent: a\u0000b',
      'Device: x\u0001y',
      'Language: E\u0000N',
      'Merchant: m\u0000',
    ];
    for (const header of headers) {
      const answer = await rawRequest(
        Number(port),
        `GET ${calls.banners.path} HTTP/1.1\r\nHost: ${host}\r\n${header}\r\nConnection: close\r\n\r\n`,
      );
      expect(answer.split('\r\n')[0], header).toBe('HTTP/1.1 400 Bad Request');
    }
  });
});

/** Sends raw bytes to the server and answers what came back before it closed the connection. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.end(request, 'latin1'));
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
  });
}
