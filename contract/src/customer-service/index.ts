/** The customer-service area of the contract: entries, the built-in chat, Contact Us and feedback. */
import { callsOf } from '../core/call.js';
import * as chatCallsModule from './chat-calls.js';
import * as customerServiceCallsModule from './customer-service-calls.js';
import * as feedbackCallsModule from './feedback-calls.js';
import * as opsChatCallsModule from './ops-chat-calls.js';

export * from './chat-calls.js';
export * from './customer-service-calls.js';
export * from './customer-service.js';
export * from './feedback-calls.js';
export * from './ops-chat-calls.js';

/** The area's calls by name, taken from its calls modules: a new call is listed by being defined. */
export const customerServiceCalls = {
  ...callsOf(chatCallsModule),
  ...callsOf(customerServiceCallsModule),
  ...callsOf(feedbackCallsModule),
  ...callsOf(opsChatCallsModule),
};
