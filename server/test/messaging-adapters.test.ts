import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { calls } from '@lobby/contract';
import { SmtpEmail } from '../src/adapters/messaging/index.js';
import { loadVendorSecrets } from '../src/config.js';
import {
  expectFailure,
  expectValue,
  freshAddress,
  login,
  merchantFactory,
  PASSWORD,
  registerMobile,
  send,
  testDatabases,
  uniqueMobile,
  useTestApp,
} from './index.js';
import { listenLocally } from './local-server.js';

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
      { mobileNum, countryDialingCode: '+84' },
      { ip: freshAddress() },
    );
    expectValue(response, calls.smsCodeLogin);
    const request = provider.received.at(-1)!;
    expect(request.authorization).toBe(`Bearer ${KEY}`);
    expect(request.body.to).toBe(`+84${mobileNum}`);
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

  it('answers 503 when the provider fails', async () => {
    const mobileNum = uniqueMobile();
    await registerMobile(t.app, merchant, { mobileNum, password: PASSWORD });
    provider.state.status = 500;
    try {
      const response = await send(
        t.app,
        merchant,
        calls.smsCodeLogin,
        { mobileNum },
        {
          ip: freshAddress(),
        },
      );
      expectFailure(response, 503, 'service_unavailable');
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
