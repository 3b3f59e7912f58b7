// What the games area offers the rest of the server; other areas import only this file.
export * from './artwork.js';
export * from './catalogue-routes.js';
export * from './catalogue.js';
export * from './game-launch.js';
export * from './game-repository.js';
export * from './handoff-routes.js';
export * from './handoff.js';
export * from './launch-routes.js';
export * from './vendors/game-vendor.js';
export * from './vendors/index.js';
export * from './games-plugin.js';
