import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, jsonResponse, renderWithProviders, stubFetch } from '@luvcast/web-testing';
import { useSessionStore } from '@luvcast/session';
import { SignInForm } from './sign-in-form';

const sanctioned = { msg: '차단된 계정입니다.', sanction: { reason: '반복된 욕설', until: '2026-11-29T10:00:00.000Z' }, appealToken: 'appeal-token-1' };

async function signInAs(loginId = 'victim01') {
  renderWithProviders(<SignInForm callbackURL="/" onSignedIn={jest.fn()} />, { route: '/signin' });
  await userEvent.type(screen.getByLabelText('아이디'), loginId);
  await userEvent.type(screen.getByLabelText('비밀번호'), 'Victim!234');
  await userEvent.click(screen.getByRole('button', { name: '로그인' }));
}

beforeEach(() => useSessionStore.setState({ alert: null }));

describe('the sign-in form of a sanctioned member', () => {
  it("tells the sanction's reason and end, and sends an appeal with the 423's token", async () => {
    stubFetch({ 'POST /v2/api/auth/signin': jsonResponse(423, sanctioned), 'POST /api/cs/sanction-appeal': jsonResponse(201, { id: 12, result: 'ok' }) });
    await signInAs();
    const notice = await screen.findByRole('region', { name: '이용 제한 안내' });
    expect(within(notice).getByRole('alert').textContent).toContain('차단된 계정입니다.\n제재 사유: 반복된 욕설');
    expect(useSessionStore.getState().alert).toBeNull();
    await userEvent.click(within(notice).getByRole('button', { name: '이의신청' }));
    const form = within(notice).getByRole('form', { name: '제재 이의신청' });
    await userEvent.click(within(form).getByRole('button', { name: '이의신청 보내기' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('이의신청 내용을 입력해주세요.');
    await userEvent.type(within(form).getByRole('textbox', { name: '이의신청 내용' }), '욕설을 하지 않았습니다.');
    await userEvent.click(within(form).getByRole('button', { name: '이의신청 보내기' }));
    expect((await within(notice).findByRole('status')).textContent).toBe('이의신청이 접수되었습니다. 답변은 제재가 끝난 뒤 로그인하여 1:1 문의에서 확인할 수 있습니다.');
    const sent = calls.find((c) => c.url.includes('/api/cs/sanction-appeal'))!;
    expect(await sent.clone().json()).toEqual({ appealToken: 'appeal-token-1', content: '욕설을 하지 않았습니다.' });
  });

  it('shows why an appeal was refused (one open appeal per sanction)', async () => {
    stubFetch({
      'POST /v2/api/auth/signin': jsonResponse(423, sanctioned),
      'POST /api/cs/sanction-appeal': jsonResponse(409, { code: 'cs.inquiry.appealOpen', msg: '이 조치에 대한 이의신청이 이미 접수되어 있습니다. 답변을 기다려주세요.' }),
    });
    await signInAs();
    const notice = await screen.findByRole('region', { name: '이용 제한 안내' });
    await userEvent.click(within(notice).getByRole('button', { name: '이의신청' }));
    await userEvent.type(within(notice).getByRole('textbox', { name: '이의신청 내용' }), '다시 봐주세요');
    await userEvent.click(within(notice).getByRole('button', { name: '이의신청 보내기' }));
    await waitFor(() => expect(within(notice).getAllByRole('alert').map((a) => a.textContent)).toContain('이 조치에 대한 이의신청이 이미 접수되어 있습니다. 답변을 기다려주세요.'));
  });

  it('keeps the alert for a block without a sanction (no appeal token)', async () => {
    stubFetch({ 'POST /v2/api/auth/signin': jsonResponse(423, { msg: '차단된 계정입니다.' }) });
    await signInAs();
    await waitFor(() => expect(useSessionStore.getState().alert).toMatchObject({ message: '차단된 계정입니다.' }));
    expect(screen.queryByRole('region', { name: '이용 제한 안내' })).toBeNull();
  });
});
