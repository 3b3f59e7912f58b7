export * from './string-fields.js';
export * from './bound-fields.js';
export * from './envelope.js';
