import { create } from 'zustand';
import { LIMITS, type Me } from '@luvcast/contracts';

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

/** What the opener of the login / sign-up modal may ask for (spec §2 "Login and sign-up dialog"). */
export interface LoginModalOptions {
  /** where to go after sign-in / sign-up; without it sign-in stays on the page and sign-up shows the welcome panel */
  callbackURL?: string;
  /** adults-only broadcast: show that identity verification is required to watch */
  adultNotice?: boolean;
}

export interface LoginModalState extends LoginModalOptions {
  open: boolean;
  type: LoginModalType;
}

/** The gift dialog's target (luv_mfe's GiftDialog or SubscribeDialog, opened by live-mfe and rendered by the shell). */
export interface GiftDialogTarget {
  channelId: number;
  /** the broadcaster's nickname, shown in the dialog */
  nickname: string;
  /** a gift of luv (default) or a subscription */
  kind?: 'gift' | 'subscribe';
}

/**
 * What a token refresh gave: `ok` (new tokens), `ended` (the API said `msg: 'ERROR'`: no session
 * remains) or `unknown` (no answer / 5xx: the session may still be there).
 */
export type RefreshOutcome = 'ok' | 'ended' | 'unknown';

export interface SessionState {
  /** the signed-in member (from the profile), null when signed out */
  me: Me | null;
  /** page-wide alert dialog (titled 안내 by default) */
  alert: AlertState | null;
  membersOnly: boolean;
  sessionExpired: boolean;
  loginModal: LoginModalState;
  /** the gift dialog: open for a channel, or null */
  giftDialog: GiftDialogTarget | null;
  /**
   * The one in-flight token refresh (spec §4: only one refresh runs at a time). Kept for
   * `LIMITS.refreshDebounceMs` after it settles, so 401s that arrive just after share its result.
   */
  refreshing: Promise<RefreshOutcome> | null;
  /** a refresh said no session remains and nobody signed in since: 401s skip the refresh */
  sessionAbsent: boolean;

  setMe: (me: Me | null) => void;
  showAlert: (message: string, title?: string) => void;
  closeAlert: () => void;
  setMembersOnly: (open: boolean) => void;
  setSessionExpired: (open: boolean) => void;
  /** opens the login / sign-up modal; the options are kept until it closes */
  openLoginModal: (type?: LoginModalType, options?: LoginModalOptions) => void;
  closeLoginModal: () => void;
  /** opens the gift dialog for a channel (a guest gets the members-only dialog instead) */
  openGiftDialog: (target: GiftDialogTarget) => void;
  closeGiftDialog: () => void;
  /** called by the api-client when the API says the access token is not valid */
  clearSession: () => void;
  /**
   * Single-flight refresh: the first caller starts `refresh`, every caller until it settles (plus
   * the debounce window) gets the same promise. The api-client passes its refresh call.
   */
  refreshOnce: (refresh: () => Promise<RefreshOutcome>) => Promise<RefreshOutcome>;
  /**
   * Ends the session after a failed refresh (spec §4/§8): clears `me` and, when somebody was
   * signed in, opens the session-expired dialog.
   */
  endSession: () => void;
  /** session-expired dialog, cancel: reload the page */
  cancelSessionExpired: () => void;
  /** session-expired dialog, confirm: close it and open the login modal */
  confirmSessionExpired: () => void;
  /** members-only dialog buttons: close it and open the login modal in the matching tab */
  membersOnlyToLogin: (type: LoginModalType) => void;
}

export const DEFAULT_ALERT_TITLE = '안내';

/** An open modal state carrying only the options that were given. */
function loginModalOf(type: LoginModalType, { callbackURL, adultNotice }: LoginModalOptions): LoginModalState {
  return { open: true, type, ...(callbackURL ? { callbackURL } : {}), ...(adultNotice ? { adultNotice: true } : {}) };
}

/** Reloads the page (replaceable in tests). */
export const pageActions = {
  reload: () => window.location.reload(),
};

export const useSessionStore = create<SessionState>()((set, get) => ({
  me: null,
  alert: null,
  membersOnly: false,
  sessionExpired: false,
  loginModal: { open: false, type: 'signIn' },
  giftDialog: null,
  refreshing: null,
  sessionAbsent: false,

  // signed out: a gift dialog that was open closes (it sends as the member who is gone)
  setMe: (me) => set(me ? { me, sessionAbsent: false } : { me, giftDialog: null }),
  showAlert: (message, title = DEFAULT_ALERT_TITLE) => set({ alert: { title, message } }),
  closeAlert: () => set({ alert: null }),
  setMembersOnly: (membersOnly) => set({ membersOnly }),
  setSessionExpired: (sessionExpired) => set({ sessionExpired }),
  openLoginModal: (type = 'signIn', options = {}) => set({ loginModal: loginModalOf(type, options) }),
  // the modal resets to its default mode (no callback, no adult notice) on close (spec §4)
  closeLoginModal: () => set({ loginModal: { open: false, type: 'signIn' }, sessionAbsent: false }),
  openGiftDialog: (target) => (get().me ? set({ giftDialog: target }) : set({ membersOnly: true })),
  closeGiftDialog: () => set({ giftDialog: null }),
  clearSession: () => set({ me: null }),

  refreshOnce: (refresh) => {
    const current = get().refreshing;
    if (current) return current;
    const promise = (async (): Promise<RefreshOutcome> => {
      try {
        return await refresh();
      } catch {
        return 'unknown';
      }
    })();
    set({ refreshing: promise });
    void promise.then((outcome) => {
      if (outcome === 'ended' && !get().me) set({ sessionAbsent: true });
      setTimeout(() => {
        if (get().refreshing === promise) set({ refreshing: null });
      }, LIMITS.refreshDebounceMs);
    });
    return promise;
  },
  endSession: () => {
    const hadSession = get().me !== null;
    set({ me: null, sessionAbsent: true, ...(hadSession ? { sessionExpired: true } : {}) });
  },
  cancelSessionExpired: () => {
    set({ sessionExpired: false });
    pageActions.reload();
  },
  confirmSessionExpired: () => set({ sessionExpired: false, loginModal: { open: true, type: 'signIn' } }),
  membersOnlyToLogin: (type) => set({ membersOnly: false, loginModal: { open: true, type } }),
}));

/**
 * Members-only gate (spec §6): true for a signed-in member; for a guest it opens the members-only
 * dialog (회원 전용 / 로그인 후 이용가능합니다.) and returns false.
 */
export function requireMember(): boolean {
  const { me, setMembersOnly } = useSessionStore.getState();
  if (me) return true;
  setMembersOnly(true);
  return false;
}

/** Hook form of requireMember: `const guard = useRequireMember(); onClick={() => guard() && act()}` */
export function useRequireMember(): () => boolean {
  return requireMember;
}

/**
 * Adults-only broadcast gate for a guest (spec §2/§9): opens the login / sign-up modal with the
 * notice that identity verification is required to watch (after sign-up the dialog shows that
 * panel instead of the welcome panel). Returns false for a guest, true for a signed-in member
 * (whose adult check is GET /api/guest/live-Auth).
 */
export function requireSignInForAdultBroadcast(callbackURL?: string): boolean {
  const { me, openLoginModal } = useSessionStore.getState();
  if (me) return true;
  openLoginModal('signIn', { adultNotice: true, callbackURL });
  return false;
}
