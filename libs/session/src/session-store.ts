import { create } from 'zustand';
import type { Me } from '@luvcast/contracts';

/**
 * Random id created once when this module is evaluated. The shell and every remote render it as
 * `data-session-store`; equal values prove that module federation loaded one copy of the store.
 */
export const sessionStoreInstanceId: string = `ss-${Math.random().toString(36).slice(2, 10)}${Date.now().toString(36)}`;

export interface AlertState {
  title: string;
  message: string;
}

export type LoginModalType = 'signIn' | 'signUp';

export interface SessionState {
  /** the signed-in member (from the profile), null when signed out */
  me: Me | null;
  /** page-wide alert dialog (titled 안내 by default) */
  alert: AlertState | null;
  membersOnly: boolean;
  sessionExpired: boolean;
  loginModal: { open: boolean; type: LoginModalType };

  setMe: (me: Me | null) => void;
  showAlert: (message: string, title?: string) => void;
  closeAlert: () => void;
  setMembersOnly: (open: boolean) => void;
  setSessionExpired: (open: boolean) => void;
  openLoginModal: (type?: LoginModalType) => void;
  closeLoginModal: () => void;
  /** called by the api-client when the API says the access token is not valid */
  clearSession: () => void;
}

export const DEFAULT_ALERT_TITLE = '안내';

export const useSessionStore = create<SessionState>()((set) => ({
  me: null,
  alert: null,
  membersOnly: false,
  sessionExpired: false,
  loginModal: { open: false, type: 'signIn' },

  setMe: (me) => set({ me }),
  showAlert: (message, title = DEFAULT_ALERT_TITLE) => set({ alert: { title, message } }),
  closeAlert: () => set({ alert: null }),
  setMembersOnly: (membersOnly) => set({ membersOnly }),
  setSessionExpired: (sessionExpired) => set({ sessionExpired }),
  openLoginModal: (type = 'signIn') => set({ loginModal: { open: true, type } }),
  // the modal resets to its default mode on close (spec §4)
  closeLoginModal: () => set({ loginModal: { open: false, type: 'signIn' } }),
  clearSession: () => set({ me: null }),
}));
