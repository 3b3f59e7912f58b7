import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { calls } from '@lobby/contract';
import { loadVendorSecrets } from '../core/config/config.js';
import { linkOrigin } from '../accounts/reset-links.js';
import { MESSAGE_OUTBOX_RETENTION_DAYS } from './message-outbox-repository.js';
import { OUTBOX_POLICY } from './outbox-worker.js';
import {
  expectValue,
  fakeClock,
  freshAddress,
  login,
  merchantFactory,
  PASSWORD,
  registerMobile,
  send,
  signUp,
  testDatabases,
  uniqueMobile,
  useTestApp,
} from '../../test/index.js';
import { listenLocally } from '../../test/local-server.js';

/** A gate that holds every send until it is opened; `arrived` resolves at each send's arrival. */
function holdingGate() {
  let open = false;
  let waiting: (() => void)[] = [];
  let arrivals: (() => void)[] = [];
  return {
    /** How many sends wait at the gate now. */
    get holding() {
      return waiting.length;
    },
    close() {
      open = false;
    },
    /** Resolves once a send has reached the gate. */
    arrived: () => new Promise<void>((resolve) => arrivals.push(resolve)),
    pass(release: () => void) {
      for (const arrival of arrivals) arrival();
      arrivals = [];
      if (open) release();
      else waiting.push(release);
    },
    open() {
      open = true;
      for (const release of waiting) release();
      waiting = [];
    },
  };
}

/** A generic HTTP SMS provider whose answers wait at the gate; status 500 fails them. */
async function startHoldingSmsProvider() {
  const gate = holdingGate();
  const received: string[] = [];
  const state = { status: 200 };
  const server = await listenLocally((request: http.IncomingMessage, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const { text } = JSON.parse(raw) as { text: string };
      gate.pass(() => {
        if (state.status === 200) received.push(text);
        response.writeHead(state.status, { 'content-type': 'application/json' });
        response.end('{}');
      });
    });
  });
  return { server, gate, received, state };
}

/** An SMTP server whose acceptance of each mail waits at the gate. */
async function startHoldingSmtp() {
  const gate = holdingGate();
  const mails: { to: string[]; data: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () =>
        gate.pass(() => {
          mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data });
          callback();
        }),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    gate,
    mails,
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDatabases())('the message outbox on $name', (kind) => {
  let sms: Awaited<ReturnType<typeof startHoldingSmsProvider>>;
  let smtp: Awaited<ReturnType<typeof startHoldingSmtp>>;
  let merchant: ReturnType<typeof merchantFactory>;
  const clock = fakeClock(Date.parse('2031-09-01T10:00:00Z'));

  beforeAll(async () => {
    sms = await startHoldingSmsProvider();
    smtp = await startHoldingSmtp();
  });
  afterAll(async () => {
    sms.gate.open();
    smtp.gate.open();
    await sms.server.close();
    await smtp.close();
  });

  const t = useTestApp(kind, () => {
    merchant = merchantFactory({
      accounts: { ...merchantFactory().accounts, methods: ['username', 'mobile'] },
      messaging: {
        sms: { provider: 'http', url: `${sms.server.url}/send`, keyEnv: 'OUTBOX_SMS_KEY' },
        email: {
          provider: 'smtp',
          host: '127.0.0.1',
          port: smtp.port,
          secure: false,
          from: 'Outbox Test <no-reply@outbox.test>',
        },
      },
    });
    return {
      merchants: [merchant],
      now: clock.now,
      // About the worker: it sends once woken by the answer, while the provider holds the text.
      workers: true,
      vendorSecrets: loadVendorSecrets([merchant], { OUTBOX_SMS_KEY: 'outbox-key' }),
    };
  });

  const queued = () =>
    t.database.db
      .selectFrom('message_outbox')
      .select(['status', 'attempts', 'body', 'last_error'])
      .where('merchant_code', '=', merchant.code)
      .execute();

  const mobileMember = async () => {
    const mobileNum = uniqueMobile();
    expectValue(
      await registerMobile(t.app, merchant, { mobileNum, password: PASSWORD }),
      calls.memberRegisterMobile,
    );
    return mobileNum;
  };

  it.each([
    ['sign-in code', calls.smsCodeLogin],
    ['password reset code', calls.passwordResetSms],
  ])('answers a member’s %s while the provider still holds the text', async (_name, call) => {
    const mobileNum = await mobileMember();
    sms.gate.close();
    const held = sms.gate.arrived();
    expectValue(await send(t.app, merchant, call, { mobileNum }, { ip: freshAddress() }), call);
    await held;
    expect(sms.gate.holding).toBe(1);
    sms.gate.open();
    await t.app.outbox.drain();
    expect(sms.received.at(-1)).toMatch(/\b\d{6}\b/);
    // Delivered rows go, and the code they carried with them.
    expect(await queued()).toEqual([]);
    sms.received.length = 0;
  });

  it('answers a member’s reset link while the SMTP server still holds it', async () => {
    const member = await signUp(t.app, merchant);
    const email = `held.${process.pid}@example.test`;
    await t.database.db
      .updateTable('members')
      .set({ email })
      .where('merchant_code', '=', merchant.code)
      .where('username', '=', member.username)
      .execute();
    smtp.gate.close();
    const held = smtp.gate.arrived();
    expectValue(
      await send(
        t.app,
        merchant,
        calls.passwordResetEmail,
        { account: member.username },
        { ip: freshAddress() },
      ),
      calls.passwordResetEmail,
    );
    await held;
    expect(smtp.gate.holding).toBe(1);
    smtp.gate.open();
    await t.app.outbox.drain();
    expect(smtp.mails.at(-1)?.to).toEqual([email]);
    expect(await queued()).toEqual([]);
  });

  it('retries a failed text after a back-off and then delivers it', async () => {
    const mobileNum = await mobileMember();
    sms.gate.open();
    sms.state.status = 500;
    expectValue(
      await send(t.app, merchant, calls.smsCodeLogin, { mobileNum }, { ip: freshAddress() }),
      calls.smsCodeLogin,
    );
    await t.app.outbox.drain();
    // The text waits sealed: its row never shows the code.
    expect(await queued()).toEqual([
      {
        status: 'queued',
        attempts: 1,
        body: expect.stringMatching(/^sealed:v1:[\w-]+$/),
        last_error: 'SMS provider answered 500',
      },
    ]);
    const stored = (await queued())[0]!.body!;
    sms.state.status = 200;
    // Not due before its back-off has passed.
    expect(await t.app.outbox.drain()).toBe(0);
    clock.advanceMinutes(1);
    expect(await t.app.outbox.drain()).toBe(1);
    expect(await queued()).toEqual([]);
    const code = /\b(\d{6})\b/.exec(sms.received.at(-1)!)![1]!;
    expect(stored).not.toContain(code);
    expectValue(
      await login(t.app, merchant, { username: mobileNum, password: code, type: 'sms' }),
      calls.sessionLogin,
    );
  });

  it('keeps a queued email’s subject and text sealed, and sends them as written', async () => {
    const member = await signUp(t.app, merchant);
    const email = `sealed.${process.pid}@example.test`;
    await t.database.db
      .updateTable('members')
      .set({ email })
      .where('merchant_code', '=', merchant.code)
      .where('username', '=', member.username)
      .execute();
    smtp.gate.close();
    const held = smtp.gate.arrived();
    expectValue(
      await send(
        t.app,
        merchant,
        calls.passwordResetEmail,
        { account: member.username },
        { ip: freshAddress() },
      ),
      calls.passwordResetEmail,
    );
    await held;
    const [row] = await t.database.db
      .selectFrom('message_outbox')
      .select(['subject', 'body'])
      .where('merchant_code', '=', merchant.code)
      .where('recipient', '=', email)
      .execute();
    smtp.gate.open();
    await t.app.outbox.drain();
    const mail = smtp.mails.at(-1)!.data.replace(/=\r?\n/g, '');
    const token = /#token=([\w-]+)/.exec(mail)![1]!;
    expect(row!.body).toMatch(/^sealed:v1:/);
    expect(row!.subject).toMatch(/^sealed:v1:/);
    expect(row!.body).not.toContain(token);
  });

  it('clears given-up rows once they are older than the retention, keeping newer and queued ones', async () => {
    const day = 24 * 60 * 60 * 1000;
    const at = (daysAgo: number) => new Date(clock.now().getTime() - daysAgo * day);
    const row = (to: string, daysAgo: number, dueIn = 0) => ({
      merchant_code: merchant.code,
      channel: 'sms' as const,
      recipient: to,
      subject: null,
      body: null,
      attempts: OUTBOX_POLICY.maxAttempts,
      available_at: dueIn ? new Date(clock.now().getTime() + dueIn) : at(daysAgo),
      created_at: at(daysAgo),
    });
    await t.database.db.deleteFrom('message_outbox').execute();
    await t.database.db
      .insertInto('message_outbox')
      .values([
        row('+639170000001', MESSAGE_OUTBOX_RETENTION_DAYS + 1),
        row('+639170000002', MESSAGE_OUTBOX_RETENTION_DAYS - 1),
        // A queued row is the worker's, however old (one held under a lease here).
        row('+639170000003', MESSAGE_OUTBOX_RETENTION_DAYS + 5, 60 * 60 * 1000),
      ])
      .execute();
    await t.database.db
      .updateTable('message_outbox')
      .set({ status: 'failed' })
      .where('recipient', 'in', ['+639170000001', '+639170000002'])
      .execute();
    await t.app.jobs.tick();
    const left = await t.database.db
      .selectFrom('message_outbox')
      .select('recipient')
      .where('merchant_code', '=', merchant.code)
      .orderBy('recipient')
      .execute();
    expect(left.map((kept) => kept.recipient)).toEqual(['+639170000002', '+639170000003']);
  });

  it('builds the reset link on the merchant’s own origin, whatever Host and port the request names', async () => {
    const member = await signUp(t.app, merchant);
    const email = `origin.${process.pid}@example.test`;
    await t.database.db
      .updateTable('members')
      .set({ email })
      .where('merchant_code', '=', merchant.code)
      .where('username', '=', member.username)
      .execute();
    smtp.gate.open();
    clock.advanceMinutes(2);
    expectValue(
      await send(
        t.app,
        merchant,
        calls.passwordResetEmail,
        { account: member.username },
        {
          ip: freshAddress(),
          host: `${merchant.hosts[0]!}:6666`,
          headers: { 'x-forwarded-proto': 'http', 'x-forwarded-host': 'evil.example' },
        },
      ),
      calls.passwordResetEmail,
    );
    await t.app.outbox.drain();
    const mail = smtp.mails.at(-1)!.data.replace(/=\r?\n/g, '');
    expect(mail).toContain(`https://${merchant.hosts[0]!}/m/resetPassword#token=`);
    expect(mail).not.toContain('6666');
    expect(mail).not.toContain('evil.example');
  });
});

describe('the reset link origin', () => {
  it('is the merchant file’s linkOrigin, else https and its first host', () => {
    const configured = merchantFactory({
      messaging: {
        linkOrigin: 'http://play.example:8080/',
        sms: { provider: 'local' },
        email: { provider: 'local' },
      },
    });
    expect(linkOrigin(configured)).toBe('http://play.example:8080');
    const plain = merchantFactory({
      messaging: { sms: { provider: 'local' }, email: { provider: 'local' } },
    });
    expect(linkOrigin(plain)).toBe(`https://${plain.hosts[0]!}`);
    expect(() =>
      merchantFactory({
        messaging: {
          linkOrigin: 'https://play.example/m/',
          sms: { provider: 'local' },
          email: { provider: 'local' },
        },
      }),
    ).toThrow(/must be an origin/);
  });
});
