export * from './app.js';
export * from './use-test-app.js';
export * from './assertions.js';
export * from './databases.js';
export * from './factories.js';
export * from './accounts-client.js';
export * from './redis.js';
export * from './sse-client.js';
export * from './operator-client.js';
export * from './wallet-client.js';
export * from './acting-operators.js';

export * from './fake-postback-partners.js';
