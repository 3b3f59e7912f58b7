export * from './string-fields.js';
