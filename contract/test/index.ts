export * from './string-fields.js';
export * from './bound-fields.js';
