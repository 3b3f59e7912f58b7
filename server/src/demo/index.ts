// The demo area; only app.ts and main.ts reach it, through this file.
export * from './demo-plugin.js';
export { refuseDemoFallbacks } from './demo-fallbacks.js';
export { DEMO_ACCOUNT, seed } from './seed.js';
