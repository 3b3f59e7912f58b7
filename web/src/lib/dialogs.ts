import { createStore, useStore } from './store';

/** A global dialog, opened from anywhere and drawn by the one dialog host. */
export interface DialogRequest {
  kind: 'notice' | 'confirm';
  title?: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm?: () => void;
  onCancel?: () => void;
}

interface OpenDialog extends DialogRequest {
  id: number;
}

let nextId = 1;
const openDialogs = createStore<OpenDialog[]>([]);

/** Opens a dialog on top of any that are open; answers its id. */
export function openDialog(request: DialogRequest): number {
  const id = nextId++;
  openDialogs.set((list) => [...list, { ...request, id }]);
  return id;
}

/** Closes one dialog. */
export function closeDialog(id: number): void {
  openDialogs.set((list) => list.filter((dialog) => dialog.id !== id));
}

export const useDialogs = () => useStore(openDialogs);

export interface Toast {
  id: number;
  message: string;
}

const toasts = createStore<Toast[]>([]);

/** Shows a short message that goes away by itself. */
export function showToast(message: string, durationMs: number): void {
  const id = nextId++;
  toasts.set((list) => [...list, { id, message }]);
  setTimeout(() => toasts.set((list) => list.filter((toast) => toast.id !== id)), durationMs);
}

export const useToasts = () => useStore(toasts);
