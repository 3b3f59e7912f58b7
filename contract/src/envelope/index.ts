export * from './aes-gcm-envelope.js';
export * from './des-ecb-envelope.js';
export * from './des.js';
export * from './encoding.js';
export * from './envelope-headers.js';
export * from './hpke-envelope.js';
export * from './subtle-crypto.js';
export * from './textbook-rsa.js';
