import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { pageActions, requireMember, requireSignInForAdultBroadcast, useSessionStore } from '@luvcast/session';
import type { LoginDialogProps } from '@luvcast/shell-contract';
import { renderWithProviders } from '@luvcast/web-testing';
import { MembersOnlyOverlay, SessionExpiredOverlay } from './session-overlays';
import { LoginModalOverlay } from './login-modal';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
const load = loadRemote as jest.Mock;

/** The overlays on a page, a guest's fresh session store (renderWithProviders resets it). */
function renderOverlays() {
  return renderWithProviders(
    <>
      <MembersOnlyOverlay />
      <SessionExpiredOverlay />
      <LoginModalOverlay />
    </>,
    { route: '/luv/wallet?x=1' },
  );
}

beforeEach(() => {
  load.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

function FakeLoginDialog({ initialTab, callbackURL, adultNotice, onClose }: LoginDialogProps) {
  return (
    <div role="dialog" aria-label="login dialog">
      <p>tab:{initialTab}</p>
      <p>callback:{callbackURL ?? 'none'}</p>
      <p>adult:{String(adultNotice ?? false)}</p>
      <button onClick={onClose}>close</button>
    </div>
  );
}

describe('page-wide session overlays', () => {
  // first: a successful load is kept for the page (module state)
  it('shows the remote error with a retry inside the modal when auth_mfe has no login dialog', async () => {
    load.mockRejectedValueOnce(new Error('RUNTIME-008')).mockResolvedValueOnce({ LoginDialog: FakeLoginDialog });
    renderOverlays();
    act(() => useSessionStore.getState().openLoginModal());
    expect(await screen.findByText('auth_mfe 화면을 불러오지 못했습니다.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: '로그인' })).toBeTruthy();
    expect(load).toHaveBeenCalledWith('auth_mfe/login-dialog');
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('tab:signIn')).toBeTruthy();
  });

  it('requireMember opens 회원 전용 for a guest; 회원가입 opens the login modal on the sign-up tab', async () => {
    load.mockResolvedValue({ LoginDialog: FakeLoginDialog });
    renderOverlays();
    act(() => void requireMember());
    const dialog = await screen.findByRole('alertdialog', { name: '회원 전용' });
    expect(dialog.textContent).toContain('로그인 후 이용가능합니다.');
    await userEvent.click(screen.getByRole('button', { name: '회원가입' }));
    expect(await screen.findByText('tab:signUp')).toBeTruthy();
    // no callback URL: a sign-up in the modal ends on the welcome panel instead of navigating away
    expect(screen.getByText('callback:none')).toBeTruthy();
    expect(screen.getByText('adult:false')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'close' }));
    expect(useSessionStore.getState().loginModal).toEqual({ open: false, type: 'signIn' });
  });

  it('passes the callback URL and adult notice the opener gave (adults-only broadcast gate)', async () => {
    load.mockResolvedValue({ LoginDialog: FakeLoginDialog });
    renderOverlays();
    act(() => void requireSignInForAdultBroadcast('/live/adult01'));
    expect(await screen.findByText('tab:signIn')).toBeTruthy();
    expect(screen.getByText('callback:/live/adult01')).toBeTruthy();
    expect(screen.getByText('adult:true')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'close' }));
    act(() => useSessionStore.getState().openLoginModal('signUp'));
    expect(await screen.findByText('tab:signUp')).toBeTruthy();
    expect(screen.getByText('callback:none')).toBeTruthy();
    expect(screen.getByText('adult:false')).toBeTruthy();
  });

  it('회원 전용 로그인 opens the sign-in tab', async () => {
    load.mockResolvedValue({ LoginDialog: FakeLoginDialog });
    renderOverlays();
    act(() => useSessionStore.getState().setMembersOnly(true));
    await userEvent.click(await screen.findByRole('button', { name: '로그인' }));
    expect(await screen.findByText('tab:signIn')).toBeTruthy();
  });

  it('session expired: 확인 opens the login modal, 취소 reloads the page', async () => {
    load.mockResolvedValue({ LoginDialog: FakeLoginDialog });
    const reload = jest.spyOn(pageActions, 'reload').mockImplementation(() => undefined);
    renderOverlays();
    act(() => useSessionStore.setState({ sessionExpired: true }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('세션이 만료되었습니다. 다시 로그인해주세요.');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('tab:signIn')).toBeTruthy();
    act(() => useSessionStore.setState({ sessionExpired: true, loginModal: { open: false, type: 'signIn' } }));
    await userEvent.click(await screen.findByRole('button', { name: '취소' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

});
