import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { calls } from '@lobby/contract';
import { SmtpEmail } from './index.js';
import { loadVendorSecrets } from '../core/config/config.js';
import {
  expectValue,
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

interface ProviderRequest {
  authorization: string | undefined;
  body: { to: string; text: string; sender: string };
}

/** A generic HTTP SMS provider on 127.0.0.1 that records what it is asked to send. */
async function startFakeSmsProvider() {
  const received: ProviderRequest[] = [];
  const state = { status: 200 };
  const server = await listenLocally((request: http.IncomingMessage, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      received.push({
        authorization: request.headers.authorization,
        body: JSON.parse(raw) as ProviderRequest['body'],
      });
      response.writeHead(state.status, { 'content-type': 'application/json' });
      response.end('{"ok":true}');
    });
  });
  return { server, received, state };
}

describe.each(testDatabases())('the HTTP SMS provider on $name', (kind) => {
  let provider: Awaited<ReturnType<typeof startFakeSmsProvider>>;
  let merchant: ReturnType<typeof merchantFactory>;
  const KEY = 'sms-provider-key-123';

  beforeAll(async () => {
    provider = await startFakeSmsProvider();
  });
  afterAll(async () => {
    await provider.server.close();
  });

  const t = useTestApp(kind, () => {
    merchant = merchantFactory({
      accounts: { ...merchantFactory().accounts, methods: ['username', 'mobile'] },
      messaging: {
        sms: { provider: 'http', url: `${provider.server.url}/send`, keyEnv: 'SMS_TEST_KEY' },
        email: { provider: 'local' },
      },
    });
    return {
      merchants: [merchant],
      vendorSecrets: loadVendorSecrets([merchant], { SMS_TEST_KEY: KEY }),
    };
  });

  it("posts the code to the merchant's provider with its key, and the code signs in", async () => {
    const mobileNum = uniqueMobile();
    expectValue(
      await registerMobile(t.app, merchant, { mobileNum, password: PASSWORD }),
      calls.memberRegisterMobile,
    );
    const response = await send(
      t.app,
      merchant,
      calls.smsCodeLogin,
      { mobileNum, countryDialingCode: '+63' },
      { ip: freshAddress() },
    );
    expectValue(response, calls.smsCodeLogin);
    await t.app.outbox.drain();
    const request = provider.received.at(-1)!;
    expect(request.authorization).toBe(`Bearer ${KEY}`);
    expect(request.body.to).toBe(`+63${mobileNum}`);
    expect(request.body.sender).toBe(merchant.name);
    const code = /\b(\d{6})\b/.exec(request.body.text)![1]!;
    const signIn = await login(
      t.app,
      merchant,
      { username: mobileNum, password: code, type: 'sms' },
      { ip: freshAddress() },
    );
    expectValue(signIn, calls.sessionLogin);
    // Nothing went to the development inbox.
    const inbox = await t.database.db.selectFrom('dev_inbox').selectAll().execute();
    expect(inbox).toEqual([]);
  });

  it('answers at once when the provider fails, and keeps the text for a retry', async () => {
    const mobileNum = uniqueMobile();
    await registerMobile(t.app, merchant, { mobileNum, password: PASSWORD });
    provider.state.status = 500;
    try {
      const response = await send(
        t.app,
        merchant,
        calls.smsCodeLogin,
        { mobileNum },
        { ip: freshAddress() },
      );
      expectValue(response, calls.smsCodeLogin);
      expect(await t.app.outbox.drain()).toBe(0);
      const row = await t.database.db
        .selectFrom('message_outbox')
        .select(['recipient', 'attempts'])
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ recipient: `+63${mobileNum}`, attempts: 1 });
    } finally {
      provider.state.status = 200;
    }
  });

  it('refuses to start without the key the merchant names', () => {
    expect(() => loadVendorSecrets([merchant], {})).toThrow(/SMS_TEST_KEY/);
  });
});

describe('the SMTP email adapter', () => {
  const mails: { from: string; to: string[]; data: string; user: string | undefined }[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer' && auth.password === 'mail-secret') {
          callback(null, { user: auth.username });
        } else callback(new Error('Invalid username or password'));
      },
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            data,
            user: session.user as string | undefined,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const adapter = (password: string) =>
    new SmtpEmail({
      host: '127.0.0.1',
      port,
      secure: false,
      from: 'Lucky Demo <no-reply@demo.test>',
      user: 'mailer',
      password,
      timeoutMs: 5000,
    });

  it('hands the email to the SMTP server, signed in', async () => {
    await adapter('mail-secret').send({
      to: 'player@example.test',
      subject: 'Reset your password',
      text: 'Your link: https://demo.test/m/resetPsw?token=abc',
    });
    const mail = mails.at(-1)!;
    expect(mail.from).toBe('no-reply@demo.test');
    expect(mail.to).toEqual(['player@example.test']);
    expect(mail.user).toBe('mailer');
    expect(mail.data).toContain('Subject: Reset your password');
    expect(mail.data).toContain('token=abc');
  });

  it('fails as unavailable when the server refuses it', async () => {
    await expect(
      adapter('wrong').send({ to: 'player@example.test', subject: 's', text: 't' }),
    ).rejects.toThrow(/SMTP/);
  });
});

describe.each(testDatabases())('emailed codes and reset links through SMTP on $name', (kind) => {
  const mails: { to: string[]; data: string }[] = [];
  let server: SMTPServer;
  let merchant: ReturnType<typeof merchantFactory>;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const t = useTestApp(kind, () => {
    merchant = merchantFactory({
      messaging: {
        sms: { provider: 'local' },
        email: {
          provider: 'smtp',
          host: '127.0.0.1',
          port: (server.server.address() as AddressInfo).port,
          secure: false,
          from: 'Reset Test <no-reply@reset.test>',
        },
      },
    });
    return { merchants: [merchant] };
  });

  /** The newest mail to an address (delivered now), its quoted-printable text decoded. */
  const lastMailTo = async (address: string) => {
    await t.app.outbox.drain();
    return mails
      .filter((mail) => mail.to.includes(address))
      .at(-1)!
      .data.replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  };

  it('emails the address code and the reset link by SMTP, and the link sets the password', async () => {
    const member = await signUp(t.app, merchant);
    const email = `smtp.${Date.now()}@example.test`;
    const as = { token: member.token, ip: freshAddress() };
    expectValue(
      await send(t.app, merchant, calls.memberEmailCode, { email }, as),
      calls.memberEmailCode,
    );
    const code = /\b(\d{6})\b/.exec(await lastMailTo(email))![1]!;
    expectValue(
      await send(t.app, merchant, calls.memberEmailConfirm, { email, code }, as),
      calls.memberEmailConfirm,
    );
    // An address takes one message a minute: the link is asked for on a later minute.
    await t.database.db
      .updateTable('verification_quotas')
      .set({ last_sent_at: new Date(Date.now() - 120_000) })
      .execute();
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
    const token = /\/m\/resetPassword#token=([A-Za-z0-9_-]{43})/.exec(await lastMailTo(email))![1]!;
    expectValue(
      await send(
        t.app,
        merchant,
        calls.passwordResetLink,
        { token, newPassword: 'Fresh-Harbour-77' },
        { ip: freshAddress() },
      ),
      calls.passwordResetLink,
    );
    expectValue(
      await login(t.app, merchant, { username: member.username, password: 'Fresh-Harbour-77' }),
      calls.sessionLogin,
    );
    // Nothing went to the development inbox.
    expect(await t.database.db.selectFrom('dev_inbox').selectAll().execute()).toEqual([]);
  });
});
