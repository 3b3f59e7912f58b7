import { useEffect } from 'react';
import { createStore, useStore } from './store';

/** How many sheets and dialogs are open; while any is, the bottom navigation is inert. */
const openModals = createStore(0);

/** Counts the calling component as an open sheet or dialog while it is mounted. */
export function useModalOpen(): void {
  useEffect(() => {
    openModals.set((count) => count + 1);
    return () => openModals.set((count) => count - 1);
  }, []);
}

/** True while a sheet or dialog covers the page. */
export function useModalCovered(): boolean {
  return useStore(openModals) > 0;
}
