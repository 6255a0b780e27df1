import type { ReactNode } from 'react';
import { create } from 'zustand';

export type ToastKind = 'info' | 'success' | 'error';

export interface ToastOptions {
  kind?: ToastKind;
  /** time on screen; 0 keeps it until dismissed. Default 3000 ms. */
  durationMs?: number;
}

export interface ToastItem {
  id: number;
  message: ReactNode;
  kind: ToastKind;
  durationMs: number;
}

export interface ToastState {
  toasts: ToastItem[];
  /** next id: kept in the store so that every copy of the caller shares one sequence */
  nextId: number;
  show: (message: ReactNode, options?: ToastOptions) => number;
  dismiss: (id: number) => void;
  clear: () => void;
}

export const DEFAULT_TOAST_MS = 3000;
/** older toasts are dropped beyond this many */
export const MAX_TOASTS = 5;

/**
 * The toast queue. State lives in this zustand store (not in module variables of the callers),
 * so when libs/ui is a module-federation singleton the shell and every remote share one queue.
 */
export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  nextId: 1,
  show: (message, options = {}) => {
    const id = get().nextId;
    const item: ToastItem = { id, message, kind: options.kind ?? 'info', durationMs: options.durationMs ?? DEFAULT_TOAST_MS };
    set((s) => ({ nextId: s.nextId + 1, toasts: [...s.toasts, item].slice(-MAX_TOASTS) }));
    return id;
  },
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
  clear: () => set({ toasts: [] }),
}));

/** Shows a toast in the `<ToastViewport/>`; returns its id for `toast.dismiss(id)`. */
export function toast(message: ReactNode, options?: ToastOptions): number {
  return useToastStore.getState().show(message, options);
}
toast.dismiss = (id: number): void => useToastStore.getState().dismiss(id);
toast.clear = (): void => useToastStore.getState().clear();
