// What the push area offers the rest of the server; other areas import only this file.
export * from './build-push.js';
export * from './push-plugin.js';
export * from './push-repository.js';
export * from './push-sender.js';
export * from './push-service.js';
export * from './push-worker.js';
