import { createElement, lazy, type ComponentType } from 'react';
import { STORAGE_KEYS } from '@lobby/contract';
import { sessionStore } from './storage';

/** A page's code that did not arrive: offline, or a file a deploy has since replaced. */
export class ChunkLoadError extends Error {
  constructor(
    cause: unknown,
    /** Makes the next render ask for the code again. */
    readonly retry: () => void,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'ChunkLoadError';
  }
}

// The entry chunk's own address carries its content hash, so it names the build this page runs.
const BUILD = import.meta.url;

/** True when the app page itself still answers: a reload would bring a page, not an error. */
async function appPageAnswers(): Promise<boolean> {
  try {
    return (await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

/**
 * After a deploy, an open page asks for files that are gone: reload the app page once to get the
 * new build. Once per build, kept in sessionStorage, so a chunk that fails again never loops.
 * Offline, or with the server out of reach, a reload would only trade the shell for the
 * browser's error page: the page shows the offline state instead.
 */
export async function reloadOnceForNewBuild(): Promise<boolean> {
  if (!navigator.onLine || sessionStore.get(STORAGE_KEYS.chunkReload) === BUILD) return false;
  if (!(await appPageAnswers())) return false;
  sessionStore.set(STORAGE_KEYS.chunkReload, BUILD);
  window.location.reload();
  return true;
}

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * React.lazy that can try again: React keeps a failed import for good, so the ChunkLoadError it
 * throws (for PageBoundary to show) can start a fresh lazy component. Only a retry does, never
 * the failure itself, so an offline page cannot ask in a loop.
 */
export function lazyPage<P extends object>(load: Loader<P>): ComponentType<P> {
  const attempt = () =>
    lazy(() =>
      load().catch(async (cause: unknown) => {
        // The reload is under way: keep the loading state until the new page replaces this one.
        if (await reloadOnceForNewBuild()) return new Promise<never>(() => {});
        throw new ChunkLoadError(cause, () => {
          current = attempt();
        });
      }),
    );
  let current = attempt();
  return function LazyPage(props: P) {
    return createElement(current, props);
  };
}
