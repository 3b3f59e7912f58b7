import { MessagingUnavailableError, type SmsMessage, type SmsSender } from './messaging.js';

export interface HttpSmsOptions {
  /** The provider's send endpoint. */
  url: string;
  apiKey: string;
  /** The merchant's name, shown as the sender where the provider allows. */
  sender: string;
  timeoutMs: number;
}

/**
 * A generic HTTP SMS provider: POST JSON `{ to, text, sender }` with `Authorization: Bearer
 * <key>`; any 2xx answer is a send. Failures, other statuses and timeouts are
 * MessagingUnavailableError, so the player is told to try again.
 */
export class HttpSms implements SmsSender {
  constructor(private readonly options: HttpSmsOptions) {}

  async send(message: SmsMessage): Promise<void> {
    let response: Response;
    try {
      response = await fetch(this.options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${this.options.apiKey}`,
        },
        body: JSON.stringify({ to: message.to, text: message.text, sender: this.options.sender }),
        redirect: 'error',
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      throw new MessagingUnavailableError(`SMS provider unreachable: ${String(error)}`);
    }
    await response.body?.cancel();
    if (!response.ok) {
      throw new MessagingUnavailableError(`SMS provider answered ${response.status}`);
    }
  }
}
