// What the bonuses area offers the rest of the server; other areas import only this file.
// The repository stays inside: other areas use the services, and its types.
export type { Bonus, NewBonus, VendorBet } from './bonus-repository.js';
export * from './bonus-report.js';
export * from './bonus-routes.js';
export * from './bonuses.js';
export * from './bonuses-plugin.js';
export * from './build-bonuses.js';
export * from './vendor-bets.js';
export * from './wagering.js';
export * from './reward-grant.js';
export * from './reward-jobs-plugin.js';
