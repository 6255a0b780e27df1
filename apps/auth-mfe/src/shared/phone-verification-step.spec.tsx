import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@luvcast/session';
import { renderWithProviders } from '@luvcast/web-testing';
import { PhoneVerificationStep } from './phone-verification-step';

/** The step on a page with a fresh session store (no alert). */
const renderStep = () => renderWithProviders(<PhoneVerificationStep onVerified={jest.fn()} />);

describe('phone step: the number rule of the API', () => {

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
