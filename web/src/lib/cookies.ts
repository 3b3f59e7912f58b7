/** First-party cookies that never throw: disabled cookies read as absent and keep nothing. */
export function readCookie(name: string): string | null {
  try {
    for (const part of document.cookie.split(';')) {
      const [key, ...rest] = part.trim().split('=');
      if (key === name) return decodeURIComponent(rest.join('='));
    }
  } catch {
    // Cookies disabled: nothing stored.
  }
  return null;
}

/** Keeps a cookie for the whole site for `days` days. */
export function writeCookie(name: string, value: string, days: number): void {
  const maxAge = days * 24 * 60 * 60;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  try {
    document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
  } catch {
    // Cookies disabled: the value simply is not kept.
  }
}
