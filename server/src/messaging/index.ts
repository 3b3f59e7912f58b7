// What the messaging area offers the rest of the server; other areas import only this file.
export * from './messaging.js';
export * from './messengers.js';
export { HttpSms } from './http-sms.js';
export { LocalEmail, LocalSms } from './local-messaging.js';
export { SmtpEmail } from './smtp-email.js';
export * from './message-outbox-repository.js';
export * from './message-outbox.js';
export * from './outbox-worker.js';
export * from './message-catalogue.js';
export * from './messaging-plugin.js';
