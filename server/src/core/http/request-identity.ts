import type { OperatorValue } from '@lobby/contract';

/** A signed-in member's session, as routes and services see it. */
export interface SessionContext {
  id: string;
  merchantCode: string;
  memberId: number;
  spanId: string;
}

/**
 * A signed-in operator, acting on the request's merchant (`merchantCode`): its own, or for a
 * super-operator the merchant it picked in the console.
 */
export interface OperatorContext extends Omit<OperatorValue, 'merchants'> {
  /** The operator's row. */
  id: number;
  tokenHash: string;
}
