// What the captcha area offers the rest of the server; other areas import only this file.
export * from './captcha-routes.js';
export * from './captcha.js';
export * from './geetest/index.js';
export * from './captcha-plugin.js';
