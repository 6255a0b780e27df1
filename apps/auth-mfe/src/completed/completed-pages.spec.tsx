import { screen } from '@testing-library/react';
import { renderWithProviders } from '@luvcast/web-testing';
import { CompletedMarketingPage } from './completed-marketing-page';
import { CompletedSignUpPage } from './completed-sign-up-page';

describe('the pages after a sign-up', () => {
  it('welcomes the new member by the nickname of the query and leads back to the callback or to identity verification', () => {
    renderWithProviders(<CompletedSignUpPage />, { route: `/completed/signup?nickname=${encodeURIComponent('새싹')}&callbackURL=${encodeURIComponent('/luv/wallet')}` });
    expect(screen.getByRole('heading', { name: '회원가입 완료' })).toBeTruthy();
    expect(screen.getByText('새싹님, 환영합니다!')).toBeTruthy();
    expect(screen.getByRole('link', { name: '시작하기' }).getAttribute('href')).toBe('/luv/wallet');
    expect(screen.getByRole('link', { name: '본인인증 하기' }).getAttribute('href')).toBe('/my/personal-auth');
  });

  it('says 환영합니다! without a nickname', () => {
    renderWithProviders(<CompletedSignUpPage />, { route: '/completed/signup' });
    expect(screen.getByText('환영합니다!')).toBeTruthy();
  });

  it("names the partner's recommender code on the marketing page and welcomes the signed-in member", () => {
    renderWithProviders(<CompletedMarketingPage />, { route: '/completed/signup/marketing?recommendId=XIN', me: { loginId: 'globe0001', nickname: 'John', role: 'V' } });
    expect(screen.getByRole('heading', { name: '회원가입 완료' })).toBeTruthy();
    expect(screen.getByText('John님, 환영합니다!')).toBeTruthy();
    expect(screen.getByText('추천 코드 XIN로 가입하셨습니다. 제휴 혜택 안내를 확인해주세요.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '시작하기' }).getAttribute('href')).toBe('/');
  });
});
