// What the customer-service area offers the rest of the server; other areas import only this file.
export * from './canned-replies.js';
export * from './canned-reply-repository.js';
export * from './canned-reply-routes.js';
export * from './chat-agents.js';
export * from './chat-bus.js';
export * from './chat-repository.js';
export * from './chat-routes.js';
export * from './chat.js';
export * from './entries-routes.js';
export * from './entries.js';
export * from './feedback-repository.js';
export * from './feedback-routes.js';
export * from './feedback.js';
export * from './operator-actor.js';
export * from './customer-service-plugin.js';
