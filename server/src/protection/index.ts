// What the protection area offers the rest of the server; other areas import only this file.
export * from './breaks.js';
export * from './play-guards.js';
export * from './play-sessions.js';
export * from './protection-repository.js';
export * from './protection-routes.js';
export * from './protection-service.js';
export * from './build-protection.js';
export * from './protection-plugin.js';
