/** Web Crypto's subtle API, which browsers offer only to pages served over HTTPS (or localhost). */
export function subtleCrypto(): typeof globalThis.crypto.subtle {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error('This browser cannot encrypt here: open the site over HTTPS');
  return subtle;
}
