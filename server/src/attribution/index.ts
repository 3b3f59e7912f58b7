// What the attribution area offers the rest of the server; other areas import only this file.
export * from './event-ledger.js';
