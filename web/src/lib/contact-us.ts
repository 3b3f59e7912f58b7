import { PAGE_PATHS } from '@lobby/contract';
import { navigateTo } from './navigation';

/**
 * Contact Us (the slow-call notice, the two-factor step, the access-denied page): the merchant's
 * customer service on the chat page, which opens the merchant's third-party widget when it has
 * one, else the built-in chat (and says so itself when the merchant offers neither).
 */
export function openContactUs(): void {
  navigateTo(PAGE_PATHS.chat);
}
