import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@luvcast/session';
import { renderWithProviders } from '@luvcast/web-testing';
import { PersonalAuthPage } from './personal-auth-page';

describe('/my/personal-auth', () => {
  it('shows a guest the shared signed-out card; 로그인하기 opens 회원 전용 on the page', async () => {
    const { location } = renderWithProviders(<PersonalAuthPage />, { route: '/my/personal-auth?callbackURL=%2Flive%2Fadult01' });
    expect(screen.getByRole('heading', { level: 1, name: '본인인증' })).toBeTruthy();
    expect(screen.getByText('로그인 후 이용가능합니다.')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: '로그인하기' }));
    expect(useSessionStore.getState().membersOnly).toBe(true);
    expect(location()).toBe('/my/personal-auth?callbackURL=%2Flive%2Fadult01');
  });

  it('offers a member identity verification', () => {
    renderWithProviders(<PersonalAuthPage />, { route: '/my/personal-auth', me: { loginId: 'demo1234', nickname: '데모회원', role: 'V' } });
    expect(screen.getByText('성인 방송 시청과 일부 서비스 이용에는 본인인증이 필요합니다.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '본인인증' })).toBeTruthy();
  });
});
