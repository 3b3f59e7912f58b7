/** Web storage that never throws: private modes and full quotas degrade to "nothing stored". */
function safe(kind: 'sessionStorage' | 'localStorage') {
  return {
    get(key: string): string | null {
      try {
        return window[kind].getItem(key);
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        window[kind].setItem(key, value);
      } catch {
        // Storage is full or disabled; the value simply is not kept.
      }
    },
    remove(key: string): void {
      try {
        window[kind].removeItem(key);
      } catch {
        // Nothing to remove when storage is unavailable.
      }
    },
    keys(): string[] {
      try {
        return Object.keys(window[kind]);
      } catch {
        return [];
      }
    },
  };
}

export const sessionStore = safe('sessionStorage');
export const localStore = safe('localStorage');
