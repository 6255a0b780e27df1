import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@luvcast/session';
import { calls, jsonResponse, renderWithProviders, stubFetch } from '@luvcast/web-testing';
import { PersonalAuthPage } from './personal-auth-page';

const me = { loginId: 'demo1234', nickname: '데모회원', role: 'V' as const };

describe('/my/personal-auth', () => {
  it('shows a guest the shared signed-out card; 로그인하기 opens 회원 전용 on the page', async () => {
    stubFetch({ 'GET /api/my/profile': jsonResponse(401, { msg: 'accessToken is not valid.' }) });
    const { location } = renderWithProviders(<PersonalAuthPage />, { route: '/my/personal-auth?callbackURL=%2Flive%2Fadult01' });
    expect(screen.getByRole('heading', { level: 1, name: '본인인증' })).toBeTruthy();
    expect(screen.getByText('로그인 후 이용가능합니다.')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: '로그인하기' }));
    expect(useSessionStore.getState().membersOnly).toBe(true);
    expect(location()).toBe('/my/personal-auth?callbackURL=%2Flive%2Fadult01');
  });

  it('offers a member identity verification', () => {
    stubFetch({ 'GET /api/my/profile': jsonResponse(200, { profile: { ...me, PI: false, profileImage: null, id: 5, channelId: null } }) });
    renderWithProviders(<PersonalAuthPage />, { route: '/my/personal-auth', me: { loginId: 'demo1234', nickname: '데모회원', role: 'V' } });
    expect(screen.getByText('성인 방송 시청과 일부 서비스 이용에는 본인인증이 필요합니다.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '본인인증' })).toBeTruthy();
  });

  it('applies the popup result to the member: the profile says PI, the page shows success and returns to the callback', async () => {
    let PI = false;
    jest.spyOn(window, 'open').mockReturnValue(null);
    stubFetch({
      'GET /api/my/profile': () => jsonResponse(200, { profile: { ...me, PI, profileImage: null, id: 5, channelId: null } }),
      'GET /api/personal-auth': jsonResponse(200, { result: 'ok', url: 'http://api.luv.localhost:4000/dev/identity?type=personal' }),
      'POST /api/my/personal-auth': () => {
        PI = true;
        return jsonResponse(200, { result: 'ok', PI: true, isAdult: true });
      },
    });
    const { location: path, queryClient } = renderWithProviders(<PersonalAuthPage />, { route: '/my/personal-auth?callbackURL=%2Fchannels%2F7%2Flive', me });
    await userEvent.click(await screen.findByRole('button', { name: '본인인증' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('/api/personal-auth?type=personal'))).toBe(true));
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin: location.origin, data: { result: 'success', redirectUrl: '', authKey: 'popup-key-9' } }));
    });
    await waitFor(() => expect(useSessionStore.getState().alert?.message).toBe('본인인증이 완료되었습니다.'));
    // the navigation follows the alert: the router's location lands a render later
    await waitFor(() => expect(path()).toBe('/channels/7/live'));
    const applied = calls.find((c) => c.method === 'POST' && c.url.endsWith('/api/my/personal-auth'));
    expect(await applied!.json()).toEqual({ authKey: 'popup-key-9' });
    await waitFor(() => expect(queryClient.getQueryData<{ PI: boolean }>(['my', 'profile'])?.PI).toBe(true));
  });

  it('shows the verified state to a member verified before, with the button off', async () => {
    stubFetch({ 'GET /api/my/profile': jsonResponse(200, { profile: { ...me, PI: true, profileImage: null, id: 5, channelId: null } }) });
    renderWithProviders(<PersonalAuthPage />, { route: '/my/personal-auth', me });
    expect((await screen.findByRole('status')).textContent).toBe('본인인증이 완료되었습니다.');
    expect((screen.getByRole('button', { name: '본인인증 완료 ✓' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the API's refusal when the popup's key cannot be applied", async () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    stubFetch({
      'GET /api/my/profile': jsonResponse(200, { profile: { ...me, PI: false, profileImage: null, id: 5, channelId: null } }),
      'GET /api/personal-auth': jsonResponse(200, { result: 'ok', url: 'http://api.luv.localhost:4000/dev/identity?type=personal' }),
      'POST /api/my/personal-auth': jsonResponse(400, { msg: '본인인증 시간이 지났습니다. 다시 인증해주세요.', code: 'auth.identity.expired' }),
    });
    renderWithProviders(<PersonalAuthPage />, { route: '/my/personal-auth', me });
    await userEvent.click(await screen.findByRole('button', { name: '본인인증' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('/api/personal-auth?type=personal'))).toBe(true));
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin: location.origin, data: { result: 'success', redirectUrl: '', authKey: 'old-key' } }));
    });
    expect((await screen.findByRole('alert')).textContent).toBe('본인인증 시간이 지났습니다. 다시 인증해주세요.');
    expect(screen.getByRole('button', { name: '본인인증' })).toBeTruthy();
  });
});
