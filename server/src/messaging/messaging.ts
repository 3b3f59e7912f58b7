/** A text or an email could not be handed to its provider; the caller answers 503. */
export class MessagingUnavailableError extends Error {}

/** A text to one number, dialing code included (+639171234567). */
export interface SmsMessage {
  to: string;
  text: string;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends texts for a merchant: a real provider, or the local stand-in. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}

/** Where the local adapters put what they "send": the development inbox, when it is on. */
export interface InboxWriter {
  write(entry: {
    merchantCode: string;
    channel: 'sms' | 'email';
    recipient: string;
    body: string;
  }): Promise<void>;
}

/** Reads the development inbox back, newest first (the /ops/ inbox and test helpers). */
export interface InboxReader {
  latest(
    merchantCode: string,
    recipient: string | undefined,
  ): Promise<{ channel: 'sms' | 'email'; recipient: string; body: string; created_at: Date }[]>;
}
