// What the envelope area offers the rest of the server; other areas import only this file.
export * from './envelope-key-material.js';
export * from './envelope-key-repository.js';
export * from './envelope-keys.js';
export * from './envelope-nonce-repository.js';
export * from './envelope-opener.js';
export * from './envelope-opening-plugin.js';
export * from './envelope-routes.js';
export * from './nonce-store.js';
export * from './envelope-plugin.js';
