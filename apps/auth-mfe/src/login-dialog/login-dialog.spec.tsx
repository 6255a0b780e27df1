import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { activateLocale, LuvcastI18nProvider } from '@luvcast/i18n';
import { LoginDialog, SIGN_UP_SCROLL_HEIGHT_PX } from './login-dialog';

function renderDialog(props: Partial<Parameters<typeof LoginDialog>[0]> = {}) {
  const onClose = jest.fn();
  render(
    <LuvcastI18nProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <LoginDialog onClose={onClose} {...props} />
        </MemoryRouter>
      </QueryClientProvider>
    </LuvcastI18nProvider>,
  );
  return { onClose };
}

beforeAll(() => act(() => activateLocale('ko')));

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

  it('closes with the × button', async () => {
    const { onClose } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(onClose).toHaveBeenCalled();
  });
});
