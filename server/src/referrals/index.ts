// What the referrals area offers the rest of the server; other areas import only this file.
export * from './referral-repository.js';
export * from './referral-routes.js';
export * from './referrals.js';
export * from './referrals-plugin.js';
