import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, jsonResponse, renderWithProviders, stubFetch } from '@luvcast/web-testing';
import { PasswordPage } from './password-page';

const profile = { loginId: 'demo1234', nickname: '데모회원', PI: true, profileImage: null, role: 'V' };

describe('/my/password', () => {
  it("checks the new password by the sign-up rules before sending, shows the API's refusal, then says it is done", async () => {
    let answer = jsonResponse(400, { code: 'my.password.current', msg: '현재 비밀번호가 올바르지 않습니다.' });
    stubFetch({ 'GET /api/my/profile': jsonResponse(200, { profile }), 'PUT /api/my/password': () => answer });
    renderWithProviders(<PasswordPage />, { route: '/my/password' });
    const form = await screen.findByRole('form', { name: '비밀번호 변경' });
    const field = (name: string) => within(form).getByLabelText(name);
    await userEvent.type(field('현재 비밀번호'), 'Wrong!2345');
    await userEvent.type(field('새 비밀번호'), 'New!23456');
    await userEvent.type(field('새 비밀번호 확인'), 'New!2345');
    await userEvent.click(within(form).getByRole('button', { name: '비밀번호 변경' }));
    expect(await within(form).findByText('비밀번호가 일치하지 않습니다.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await userEvent.type(field('새 비밀번호 확인'), '6');
    await userEvent.click(within(form).getByRole('button', { name: '비밀번호 변경' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('현재 비밀번호가 올바르지 않습니다.');
    expect(await calls.find((c) => c.method === 'PUT')!.clone().json()).toEqual({ currentPassword: 'Wrong!2345', password: 'New!23456', confirmPassword: 'New!23456' });
    // the current password is asked again
    await waitFor(() => expect((field('현재 비밀번호') as HTMLInputElement).value).toBe(''));

    answer = jsonResponse(200, { result: 'ok', endedSessions: 2 });
    await userEvent.type(field('현재 비밀번호'), 'Old!23456');
    await userEvent.click(within(form).getByRole('button', { name: '비밀번호 변경' }));
    const done = await screen.findByRole('status');
    expect(done.textContent).toContain('비밀번호를 바꿨습니다.');
    expect(done.textContent).toContain('다른 기기의 로그인 2개를 종료했습니다.');
  });
});
