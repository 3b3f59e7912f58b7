// What the member-console area offers the rest of the server; other areas import only this file.
export * from './member-console-plugin.js';
