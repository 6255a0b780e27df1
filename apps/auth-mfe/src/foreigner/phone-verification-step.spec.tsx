import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { activateLocale, LuvcastI18nProvider } from '@luvcast/i18n';
import { useSessionStore } from '@luvcast/session';
import { PhoneVerificationStep } from './phone-verification-step';

beforeAll(() => act(() => activateLocale('ko')));

function renderStep() {
  render(
    <LuvcastI18nProvider>
      <QueryClientProvider client={new QueryClient()}>
        <PhoneVerificationStep onVerified={jest.fn()} />
      </QueryClientProvider>
    </LuvcastI18nProvider>,
  );
}

describe('phone step: the number rule of the API', () => {
  beforeEach(() => useSessionStore.setState({ alert: null }));

  it('refuses a number no SMS reaches with the phone message, before the captcha', async () => {
    renderStep();
    await userEvent.selectOptions(screen.getByLabelText('국가 번호'), '82');
    await userEvent.type(screen.getByLabelText('휴대폰 번호'), '1');
    await userEvent.click(screen.getByRole('button', { name: '전송' }));
    await waitFor(() => expect(useSessionStore.getState().alert?.message).toBe('휴대폰 번호를 입력해주세요.'));
    expect(screen.queryByRole('dialog', { name: 'Verify' })).toBeNull();
  });

  it('opens the captcha for a Korean mobile typed in national format', async () => {
    renderStep();
    await userEvent.selectOptions(screen.getByLabelText('국가 번호'), '82');
    await userEvent.type(screen.getByLabelText('휴대폰 번호'), '01012345678');
    await userEvent.click(screen.getByRole('button', { name: '전송' }));
    expect(await screen.findByRole('dialog', { name: 'Verify' })).toBeTruthy();
    expect(useSessionStore.getState().alert).toBeNull();
  });
});
