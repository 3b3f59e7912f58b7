/**
 * What each measured route loads on a cold visit, as keys of Vite's build manifest
 * (web/dist/.vite/manifest.json). Update it as routes gain real pages: a page that becomes its own
 * lazy chunk adds its module here (see web/src/app/router.tsx).
 */

/** The entry chunk: index.html's script, its static imports and their CSS. */
export const ENTRY_KEY = 'index.html';

/** Lazy chunks every first load fetches, whatever the route (the English messages). */
export const ALWAYS_LOADED: readonly string[] = ['src/locales/EN.json'];

/**
 * Route → the lazy modules it loads beyond the entry. HomePage is part of the entry; its banners
 * and lanes are a lazy chunk it fetches right away, so they count towards its first load.
 */
export const ROUTE_MODULES: Readonly<Record<string, readonly string[]>> = {
  '/m/home': ['src/features/games/HomeSections.tsx'],
  '/m/login': ['src/features/accounts/sign-in/LoginPage.tsx'],
};
