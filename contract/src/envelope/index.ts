export * from './aes-gcm-envelope.js';
export * from './des.js';
export * from './des-ecb-envelope.js';
export * from './encoding.js';
export * from './envelope-headers.js';
export * from './textbook-rsa.js';
