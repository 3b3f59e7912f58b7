// What the ops area offers the rest of the server; other areas import only this file.
export * from './operator-auth-plugin.js';
export * from './operator-session-repository.js';
export * from './operator-session-routes.js';
export * from './operators.js';
export * from './ops-pages.js';
export * from './ops-plugin.js';
export * from './ops-app.js';
export * from './audit-service.js';
export * from './operator-accounts.js';
export * from './operator-repository.js';
