import type { OperatorValue } from '@lobby/contract';

/** A signed-in member's session, as routes and services see it. */
export interface SessionContext {
  id: string;
  merchantCode: string;
  memberId: number;
  spanId: string;
}

/** A signed-in operator of one merchant. */
export interface OperatorContext extends OperatorValue {
  tokenHash: string;
}
