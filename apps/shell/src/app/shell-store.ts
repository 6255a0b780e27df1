import { create } from 'zustand';

/** Shell-only UI state (not shared with remotes). */
interface ShellState {
  remoteLoading: boolean;
  setRemoteLoading: (loading: boolean) => void;
}

export const useShellStore = create<ShellState>()((set) => ({
  remoteLoading: false,
  setRemoteLoading: (remoteLoading) => set({ remoteLoading }),
}));
