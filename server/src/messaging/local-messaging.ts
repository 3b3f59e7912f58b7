import type { EmailMessage, EmailSender, InboxWriter, SmsMessage, SmsSender } from './messaging.js';

type Log = (details: Record<string, unknown>, message: string) => void;

/**
 * The offline SMS adapter: logs the text and writes it to the development inbox. Without the
 * inbox (production) the log names the recipient only, never the code.
 */
export class LocalSms implements SmsSender {
  constructor(
    private readonly merchantCode: string,
    private readonly inbox: InboxWriter | undefined,
    private readonly log: Log,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    if (!this.inbox) {
      this.log(
        { to: message.to },
        'local SMS adapter: text not delivered (no provider configured)',
      );
      return;
    }
    this.log(
      { to: message.to, text: message.text },
      'local SMS adapter: text written to the inbox',
    );
    await this.inbox.write({
      merchantCode: this.merchantCode,
      channel: 'sms',
      recipient: message.to,
      body: message.text,
    });
  }
}

/** The offline email adapter: logs the email and writes it to the development inbox. */
export class LocalEmail implements EmailSender {
  constructor(
    private readonly merchantCode: string,
    private readonly inbox: InboxWriter | undefined,
    private readonly log: Log,
  ) {}

  async send(message: EmailMessage): Promise<void> {
    if (!this.inbox) {
      this.log({ to: message.to }, 'local email adapter: email not delivered (no SMTP configured)');
      return;
    }
    this.log(
      { to: message.to, subject: message.subject },
      'local email adapter: email written to the inbox',
    );
    await this.inbox.write({
      merchantCode: this.merchantCode,
      channel: 'email',
      recipient: message.to,
      body: `${message.subject}\n\n${message.text}`,
    });
  }
}
