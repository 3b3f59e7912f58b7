export * from './answer.js';
export * from './call.js';
export * from './calls/index.js';
export * from './constants.js';
export * from './errors.js';
export * from './routes.js';
export * from './language.js';
export * from './format.js';
