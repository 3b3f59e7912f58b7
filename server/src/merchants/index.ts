// What the merchants area offers the rest of the server; other areas import only this file.
export * from './load-merchant-files.js';
export * from './merchant-directory.js';
export * from './merchant-plugin.js';
export * from './merchant-repository.js';
export * from './region-restriction.js';
export * from './merchants-plugin.js';
export * from './demo-fallbacks.js';
export * from './demo-merchants-in-production.js';
