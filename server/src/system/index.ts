// What the system area offers the rest of the server; other areas import only this file.
export * from './app-icons.js';
export * from './client-facts.js';
export * from './first-paint.js';
export * from './health-routes.js';
export * from './static-web.js';
export * from './system-routes.js';
export * from './system-plugin.js';
