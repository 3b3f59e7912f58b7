export * from './app.js';
export * from './use-test-app.js';
export * from './assertions.js';
export * from './databases.js';
export * from './factories.js';
export * from './accounts-client.js';
export * from './redis.js';
