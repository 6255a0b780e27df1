import { act } from '@testing-library/react';
import { pageActions, requireMember, requireSignInForAdultBroadcast, sessionStoreInstanceId, useSessionStore } from './session-store';

describe('session store', () => {
  afterEach(() =>
    act(() =>
      useSessionStore.setState({ me: null, alert: null, membersOnly: false, sessionExpired: false, refreshing: null, sessionAbsent: false, loginModal: { open: false, type: 'signIn' } }),
    ),
  );

  it('has one instance id per module evaluation', async () => {
    expect(sessionStoreInstanceId).toMatch(/^ss-[a-z0-9]+$/);
    const again = await import('./index');
    expect(again.sessionStoreInstanceId).toBe(sessionStoreInstanceId);
    expect(again.useSessionStore).toBe(useSessionStore);
  });

  it('gives a fresh module evaluation a different id (what a second federated copy would show)', () => {
    let other = '';
    jest.isolateModules(() => {
      other = require('./session-store').sessionStoreInstanceId;
    });
    expect(other).not.toBe(sessionStoreInstanceId);
  });

  it('opens the alert titled 안내 and closes it', () => {
    useSessionStore.getState().showAlert('계정 정보가 올바르지 않습니다.');
    expect(useSessionStore.getState().alert).toEqual({ title: '안내', message: '계정 정보가 올바르지 않습니다.' });
    useSessionStore.getState().closeAlert();
    expect(useSessionStore.getState().alert).toBeNull();
  });

  it('resets the login modal to signIn on close', () => {
    useSessionStore.getState().openLoginModal('signUp');
    expect(useSessionStore.getState().loginModal).toEqual({ open: true, type: 'signUp' });
    useSessionStore.getState().closeLoginModal();
    expect(useSessionStore.getState().loginModal).toEqual({ open: false, type: 'signIn' });
  });

  it('keeps the callback URL and the adult notice the opener gave until the modal closes', () => {
    useSessionStore.getState().openLoginModal('signUp', { callbackURL: '/luv/wallet', adultNotice: true });
    expect(useSessionStore.getState().loginModal).toStrictEqual({ open: true, type: 'signUp', callbackURL: '/luv/wallet', adultNotice: true });
    useSessionStore.getState().closeLoginModal();
    expect(useSessionStore.getState().loginModal).toStrictEqual({ open: false, type: 'signIn' });
    useSessionStore.getState().openLoginModal();
    expect(useSessionStore.getState().loginModal).toStrictEqual({ open: true, type: 'signIn' });
  });

  it('an adults-only broadcast opens the login modal with the adult notice for a guest and passes a member', () => {
    expect(requireSignInForAdultBroadcast('/live/abc')).toBe(false);
    expect(useSessionStore.getState().loginModal).toStrictEqual({ open: true, type: 'signIn', callbackURL: '/live/abc', adultNotice: true });
    useSessionStore.getState().closeLoginModal();
    useSessionStore.getState().setMe({ loginId: 'demo1234', nickname: '데모회원', role: 'V' });
    expect(requireSignInForAdultBroadcast()).toBe(true);
    expect(useSessionStore.getState().loginModal.open).toBe(false);
  });

  it('clears the member on clearSession', () => {
    useSessionStore.getState().setMe({ loginId: 'demo1234', nickname: '데모회원', role: 'V' });
    useSessionStore.getState().clearSession();
    expect(useSessionStore.getState().me).toBeNull();
  });

  it('runs one refresh for parallel callers and shares its outcome', async () => {
    let resolve: (v: 'ok') => void = () => undefined;
    const refresh = jest.fn(() => new Promise<'ok'>((r) => (resolve = r)));
    const all = Promise.all(Array.from({ length: 5 }, () => useSessionStore.getState().refreshOnce(refresh)));
    resolve('ok');
    expect(await all).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('turns a throwing refresh into unknown and frees the lock after the debounce window', async () => {
    jest.useFakeTimers();
    try {
      const refresh = jest.fn(async (): Promise<'ok'> => {
        throw new Error('offline');
      });
      await expect(useSessionStore.getState().refreshOnce(refresh)).resolves.toBe('unknown');
      expect(useSessionStore.getState().refreshing).not.toBeNull();
      await jest.advanceTimersByTimeAsync(100);
      expect(useSessionStore.getState().refreshing).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('opens the session-expired dialog only when somebody was signed in', () => {
    useSessionStore.getState().endSession();
    expect(useSessionStore.getState().sessionExpired).toBe(false);
    useSessionStore.getState().setMe({ loginId: 'demo1234', nickname: '데모회원', role: 'V' });
    useSessionStore.getState().endSession();
    expect(useSessionStore.getState()).toMatchObject({ me: null, sessionExpired: true });
  });

  it('session-expired confirm closes the dialog and opens the login modal; cancel reloads', () => {
    const reload = jest.spyOn(pageActions, 'reload').mockImplementation(() => undefined);
    useSessionStore.setState({ sessionExpired: true });
    useSessionStore.getState().confirmSessionExpired();
    expect(useSessionStore.getState()).toMatchObject({ sessionExpired: false, loginModal: { open: true, type: 'signIn' } });
    useSessionStore.setState({ sessionExpired: true });
    useSessionStore.getState().cancelSessionExpired();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('requireMember opens the members-only dialog for a guest and passes a member', () => {
    expect(requireMember()).toBe(false);
    expect(useSessionStore.getState().membersOnly).toBe(true);
    useSessionStore.getState().membersOnlyToLogin('signUp');
    expect(useSessionStore.getState()).toMatchObject({ membersOnly: false, loginModal: { open: true, type: 'signUp' } });
    useSessionStore.getState().setMe({ loginId: 'demo1234', nickname: '데모회원', role: 'V' });
    useSessionStore.getState().closeLoginModal();
    expect(requireMember()).toBe(true);
    expect(useSessionStore.getState().membersOnly).toBe(false);
  });
});

describe('the gift dialog', () => {
  it('opens for a signed-in member, sends a guest to 회원 전용 instead, and closes when the member signs out', () => {
    useSessionStore.setState({ me: null, giftDialog: null, membersOnly: false });
    useSessionStore.getState().openGiftDialog({ channelId: 7, nickname: '별빛BJ' });
    expect(useSessionStore.getState().giftDialog).toBeNull();
    expect(useSessionStore.getState().membersOnly).toBe(true);
    useSessionStore.getState().setMe({ loginId: 'demo1234', nickname: '데모회원', role: 'V' } as never);
    useSessionStore.getState().openGiftDialog({ channelId: 7, nickname: '별빛BJ' });
    expect(useSessionStore.getState().giftDialog).toEqual({ channelId: 7, nickname: '별빛BJ' });
    useSessionStore.getState().setMe(null);
    expect(useSessionStore.getState().giftDialog).toBeNull();
  });
});
