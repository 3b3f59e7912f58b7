// What the dashboard area offers the rest of the server; other areas import only this file.
export * from './dashboard.js';
export * from './dashboard-export.js';
export * from './dashboard-plugin.js';
export * from './dashboard-presenter.js';
export * from './dashboard-repository.js';
export * from './dashboard-routes.js';
