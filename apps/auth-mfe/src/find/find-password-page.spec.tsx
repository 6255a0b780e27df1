import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@luvcast/web-testing';
import { FindPasswordPage } from './find-password-page';

const renderPage = () => renderWithProviders(<FindPasswordPage />, { route: '/find' });

describe('FindPasswordPage', () => {
  it('offers the phone step to foreign members only once a valid ID is typed, then keeps the ID fixed', async () => {
    renderPage();
    const byPhone = screen.getByRole('button', { name: '휴대폰 번호로 찾기 (외국인 회원)' });
    await userEvent.click(byPhone);
    expect(await screen.findByText('아이디를 확인해주세요.')).toBeTruthy();
    expect(screen.queryByLabelText('국가 번호')).toBeNull();

    await userEvent.type(screen.getByLabelText('아이디'), 'globe0001');
    await userEvent.click(byPhone);
    expect(screen.getByLabelText('국가 번호')).toBeTruthy();
    expect(screen.getByLabelText('휴대폰 번호')).toBeTruthy();
    expect(screen.getByRole('button', { name: '전송' })).toBeTruthy();
    expect((screen.getByLabelText('아이디') as HTMLInputElement).disabled).toBe(true);
    // confirm stays disabled until a code was sent
    expect((screen.getByRole('button', { name: '확인' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: '본인인증으로 찾기' })).toBeNull();
  });
});
