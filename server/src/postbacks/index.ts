// What the postbacks area offers the rest of the server; other areas import only this file.
export { postbacksPlugin, type PostbacksOptions } from './postbacks-plugin.js';
export { POSTBACK_POLICY, type PostbackPolicy } from './postback-worker.js';
