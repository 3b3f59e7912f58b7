import { useEffect, type RefObject } from 'react';
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

/**
 * A sheet's keyboard behaviour: `initial` takes focus when it opens, Escape closes it, and focus
 * goes back where it was when it closes.
 */
export function useSheetFocus(initial: RefObject<HTMLElement | null>, onClose: () => void): void {
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    initial.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      before?.focus?.();
    };
  }, [initial, onClose]);
}
