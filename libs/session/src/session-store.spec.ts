import { act } from '@testing-library/react';
import { sessionStoreInstanceId, useSessionStore } from './session-store';

describe('session store', () => {
  afterEach(() => act(() => useSessionStore.setState({ me: null, alert: null, loginModal: { open: false, type: 'signIn' } })));

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

  it('clears the member on clearSession', () => {
    useSessionStore.getState().setMe({ loginId: 'demo1234', nickname: '데모회원', role: 'V' });
    useSessionStore.getState().clearSession();
    expect(useSessionStore.getState().me).toBeNull();
  });
});
