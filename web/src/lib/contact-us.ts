import { PAGE_PATHS } from '@lobby/contract';
import { navigateTo } from './navigation';

/**
 * Contact Us (the slow-call notice, the two-factor step): the merchant's customer service, the
 * built-in chat page, which says so itself when the merchant offers none.
 */
export function openContactUs(): void {
  navigateTo(PAGE_PATHS.chat);
}
