import nodemailer, { type Transporter } from 'nodemailer';
import { MessagingUnavailableError, type EmailMessage, type EmailSender } from './messaging.js';

export interface SmtpEmailOptions {
  host: string;
  port: number;
  /** TLS from the start (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  from: string;
  user?: string;
  password?: string;
  timeoutMs: number;
}

/** Email through an SMTP server, by nodemailer. */
export class SmtpEmail implements EmailSender {
  private readonly transport: Transporter;

  constructor(private readonly options: SmtpEmailOptions) {
    this.transport = nodemailer.createTransport({
      host: options.host,
      port: options.port,
      secure: options.secure,
      auth: options.user ? { user: options.user, pass: options.password ?? '' } : undefined,
      connectionTimeout: options.timeoutMs,
      greetingTimeout: options.timeoutMs,
      socketTimeout: options.timeoutMs,
    });
  }

  async send(message: EmailMessage): Promise<void> {
    try {
      await this.transport.sendMail({
        from: this.options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    } catch (error) {
      throw new MessagingUnavailableError(`SMTP server refused or unreachable: ${String(error)}`);
    }
  }
}
