export * from './app.js';
export * from './databases.js';
export * from './factories.js';
