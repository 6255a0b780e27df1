import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { calls, jsonResponse, renderWithProviders, stubFetch } from '@luvcast/web-testing';
import { LoginDialog, SIGN_UP_SCROLL_HEIGHT_PX } from './login-dialog';

// the sign-up call answers as the API does on success; everything else is the real client
const mockSignUp = jest.fn();
jest.mock('@luvcast/api-client', () => {
  const actual = jest.requireActual('@luvcast/api-client');
  const { useMutation } = jest.requireActual('@tanstack/react-query');
  return { ...actual, useSignUp: () => useMutation({ mutationFn: (body: unknown) => mockSignUp(body) }) };
});

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function renderDialog(props: Partial<Parameters<typeof LoginDialog>[0]> = {}) {
  const onClose = jest.fn();
  renderWithProviders(
    <>
      <LoginDialog onClose={onClose} {...props} />
      <Where />
    </>,
    { route: '/luv/wallet' },
  );
  return { onClose };
}

/** Fills the domestic form, passes identity verification (the popup's message), agrees and submits. */
async function signUpDomestic(nickname: string) {
  const form = screen.getByRole('form', { name: '회원가입' });
  await userEvent.type(within(form).getByLabelText('아이디'), 'newuser01');
  await userEvent.type(within(form).getByLabelText('비밀번호'), 'Fresh!234');
  await userEvent.type(within(form).getByLabelText('비밀번호 확인'), 'Fresh!234');
  await userEvent.type(within(form).getByLabelText('닉네임'), nickname);
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin: location.origin, data: { result: 'Y', redirectUrl: '', authKey: 'auth-key-1' } }));
  });
  expect(await within(form).findByRole('button', { name: '본인인증 완료 ✓' })).toBeTruthy();
  await userEvent.click(within(form).getByLabelText('전체 동의'));
  await userEvent.click(within(form).getByRole('button', { name: '가입하기' }));
}

beforeEach(() => {
  mockSignUp.mockReset().mockResolvedValue({ result: 'ok' });
  document.cookie = 'partner_code=; max-age=0; path=/';
});

describe('LoginDialog', () => {
  it('opens on the sign-in tab by default, 276 px wide', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: '로그인' });
    expect(dialog.style.width).toBe('276px');
    expect(within(dialog).getByRole('tab', { name: '로그인' }).getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).getByLabelText('비밀번호')).toBeTruthy();
  });

  it('opens on the sign-up tab when asked, with the 408 px scroll area', () => {
    renderDialog({ initialTab: 'signUp' });
    const area = screen.getByTestId('sign-up-scroll');
    expect(SIGN_UP_SCROLL_HEIGHT_PX).toBe(408);
    expect(area.style.height).toBe('408px');
    expect(within(area).getByLabelText('닉네임')).toBeTruthy();
  });

  it('shows the adult-broadcast notice', () => {
    renderDialog({ adultNotice: true });
    expect(screen.getByText('성인 방송은 본인인증 후 시청할 수 있습니다.')).toBeTruthy();
  });

  it('for a signed-in member the adult notice is the identity panel: 본인인증 하기 runs the popup, applies it and returns to the live', async () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    stubFetch({
      'GET /api/personal-auth': jsonResponse(200, { result: 'ok', url: 'http://api.luv.localhost:4000/dev/identity?type=personal' }),
      'POST /api/my/personal-auth': jsonResponse(200, { result: 'ok', PI: true, isAdult: true }),
    });
    const onClose = jest.fn();
    renderWithProviders(
      <>
        <LoginDialog onClose={onClose} adultNotice callbackURL="/channels/7/live" />
        <Where />
      </>,
      { route: '/channels/7/live', me: { loginId: 'demo1234', nickname: '데모회원', role: 'V' } },
    );
    const dialog = screen.getByRole('dialog', { name: '본인인증' });
    expect(within(dialog).getByText('성인 방송은 본인인증 후 시청할 수 있습니다.')).toBeTruthy();
    expect(within(dialog).queryByLabelText('비밀번호')).toBeNull();
    expect(within(dialog).queryByRole('tab', { name: '로그인' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: '본인인증 하기' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('/api/personal-auth?type=personal'))).toBe(true));
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin: location.origin, data: { result: 'success', redirectUrl: '', authKey: 'adult-key' } }));
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const applied = calls.find((c) => c.method === 'POST' && c.url.endsWith('/api/my/personal-auth'));
    expect(await applied!.json()).toEqual({ authKey: 'adult-key' });
    expect(screen.getByTestId('where').textContent).toBe('/channels/7/live');
  });

  it("the signed-in member's identity panel shows the API's refusal and stays open", async () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    stubFetch({
      'GET /api/personal-auth': jsonResponse(200, { result: 'ok', url: 'http://api.luv.localhost:4000/dev/identity?type=personal' }),
      'POST /api/my/personal-auth': jsonResponse(409, { msg: '이미 사용된 본인인증입니다. 다시 인증해주세요.', code: 'auth.identity.used' }),
    });
    const onClose = jest.fn();
    renderWithProviders(<LoginDialog onClose={onClose} adultNotice />, { route: '/channels/7/live', me: { loginId: 'demo1234', nickname: '데모회원', role: 'V' } });
    await userEvent.click(screen.getByRole('button', { name: '본인인증 하기' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('/api/personal-auth?type=personal'))).toBe(true));
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin: location.origin, data: { result: 'success', redirectUrl: '', authKey: 'spent' } }));
    });
    expect((await screen.findByRole('alert')).textContent).toBe('이미 사용된 본인인증입니다. 다시 인증해주세요.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('the all-agree box checks the three terms boxes and unchecks them again', async () => {
    renderDialog({ initialTab: 'signUp' });
    const all = screen.getByLabelText('전체 동의') as HTMLInputElement;
    await userEvent.click(all);
    for (const name of ['(필수) 운영정책 동의', '(필수) 개인정보 처리 방침 동의', '(선택) 마케팅 정보 수신 동의']) {
      expect((screen.getByLabelText(name) as HTMLInputElement).checked).toBe(true);
    }
    await userEvent.click(all);
    expect((screen.getByLabelText('(필수) 운영정책 동의') as HTMLInputElement).checked).toBe(false);
  });

  it('validates the sign-up form with the contract messages before calling the API', async () => {
    renderDialog({ initialTab: 'signUp' });
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByText('아이디를 확인해주세요.')).toBeTruthy();
    expect(screen.getByText('닉네임을 확인해주세요.')).toBeTruthy();
  });

  it('asks for the required terms once the fields are valid', async () => {
    renderDialog({ initialTab: 'signUp' });
    await userEvent.type(screen.getByLabelText('아이디'), 'newuser01');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'Fresh!234');
    await userEvent.type(screen.getByLabelText('비밀번호 확인'), 'Fresh!234');
    await userEvent.type(screen.getByLabelText('닉네임'), '새회원');
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByText('필수약관에 동의해주셔야 합니다.')).toBeTruthy();
  });

  it('the sign-up tab has the domestic / foreigner strip; 외국인 shows the foreigner form in the same scroll area', async () => {
    renderDialog({ initialTab: 'signUp' });
    const area = screen.getByTestId('sign-up-scroll');
    const strip = within(area).getByRole('tablist', { name: '가입 유형' });
    expect(within(strip).getByRole('tab', { name: '내국인' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.click(within(strip).getByRole('tab', { name: '외국인' }));
    expect(within(strip).getByRole('tab', { name: '외국인' }).getAttribute('aria-selected')).toBe('true');
    expect(within(area).getByLabelText('휴대폰 번호')).toBeTruthy();
    expect(within(area).queryByRole('button', { name: '본인인증' })).toBeNull();
    // switching stays in the dialog: the page does not move
    expect(screen.getByTestId('where').textContent).toBe('/luv/wallet');
  });

  it('hides the domestic / foreigner strip for the partner code XIN, as on the page', () => {
    document.cookie = 'partner_code=XIN; path=/';
    renderDialog({ initialTab: 'signUp' });
    expect(screen.queryByRole('tablist', { name: '가입 유형' })).toBeNull();
    expect(screen.getByRole('form', { name: '회원가입' })).toBeTruthy();
  });

  it('without a callback URL a sign-up ends on the welcome panel; 본인인증 하기 opens identity verification', async () => {
    const { onClose } = renderDialog({ initialTab: 'signUp' });
    await signUpDomestic('새회원');
    expect(await screen.findByText('새회원님, 환영합니다!')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: '회원가입 완료' }).style.width).toBe('276px');
    expect(mockSignUp).toHaveBeenCalledWith(expect.objectContaining({ loginId: 'newuser01', nickname: '새회원', authKey: 'auth-key-1' }));
    expect(screen.getByTestId('where').textContent).toBe('/luv/wallet');
    await userEvent.click(screen.getByRole('button', { name: '본인인증 하기' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('where').textContent).toBe('/my/personal-auth?callbackURL=%2Fluv%2Fwallet');
  });

  it('with a callback URL a sign-up goes there instead of the welcome panel', async () => {
    const { onClose } = renderDialog({ initialTab: 'signUp', callbackURL: '/luv/charge?x=1' });
    await signUpDomestic('콜백회원');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/luv/charge?x=1'));
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByText('콜백회원님, 환영합니다!')).toBeNull();
  });

  it('for an adults-only broadcast the completed state shows the identity-required panel instead of the welcome panel', async () => {
    renderDialog({ initialTab: 'signUp', adultNotice: true });
    expect(screen.getByRole('note').textContent).toBe('성인 방송은 본인인증 후 시청할 수 있습니다.');
    await signUpDomestic('성인회원');
    const done = await screen.findByTestId('sign-up-completed');
    expect(done.textContent).toContain('성인 방송은 본인인증 후 시청할 수 있습니다.');
    expect(done.textContent).not.toContain('환영합니다');
    expect(within(done).getByRole('button', { name: '본인인증 하기' })).toBeTruthy();
  });

  it('closes with the × button', async () => {
    const { onClose } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(onClose).toHaveBeenCalled();
  });
});
