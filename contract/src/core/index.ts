/** What every area of the contract builds on: calls, answers, errors, bounds, text, formats, routes. */
export * from './answer.js';
export * from './bounds.js';
export * from './call.js';
export * from './constants.js';
export * from './errors.js';
export * from './format.js';
export * from './language.js';
export * from './plain-bounds.js';
export * from './routes.js';
export * from './signed-request.js';
export * from './text.js';
