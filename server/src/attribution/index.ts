// What the attribution area offers the rest of the server; other areas import only this file.
export * from './attribution-plugin.js';
export * from './attribution-repository.js';
export * from './attribution-service.js';
export * from './event-ledger.js';
export * from './attribution-report.js';
