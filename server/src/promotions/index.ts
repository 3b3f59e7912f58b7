// What the promotions area offers the rest of the server; other areas import only this file.
export * from './import-promotions.js';
export * from './load-promotion-files.js';
export * from './promotion-file.js';
export * from './promotion-repository.js';
export * from './promotion-routes.js';
export * from './promotions.js';
export * from './vip-club.js';
export * from './reward-jobs.js';
export * from './promotion-presenter.js';
export * from './promotions-plugin.js';
export * from './content-file.js';
export * from './content-repository.js';
export * from './content-editor.js';
export * from './content-presenter.js';
export * from './content-routes.js';
