import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@luvcast/session';
import { calls, renderWithProviders, stubFetch, textResponse } from '@luvcast/web-testing';
import { ForeignerSignUpForm } from './foreigner-sign-up-form';
import { SignUpForm } from './sign-up-form';

// the phone step is its own spec; here it only hands the form a verified token
jest.mock('../shared/phone-verification-step', () => ({
  PhoneVerificationStep: ({ onVerified }: { onVerified: (v: { token: string; countryCode: number; phone: string }) => void }) => (
    <button type="button" onClick={() => onVerified({ token: 'phone-token', countryCode: 82, phone: '1012345678' })}>
      휴대폰 인증 (테스트)
    </button>
  ),
}));

const ID_PATTERN = '아이디 (6~15자, 영문 소문자와 숫자)';
const PASSWORD_PATTERN = '비밀번호 (8~15자, 영문 대소문자, 숫자, 특수문자 포함)';
const NICKNAME_PATTERN = '닉네임 (2~10자, 한글, 영문, 숫자, 특수문자 포함)';
const MISMATCH = '비밀번호가 일치하지 않습니다.';

beforeEach(() => {
  // the guest checks answer as the API does (plain text): demo1234 and 데모회원 are taken
  stubFetch({
    'GET /api/guest/loginId/demo1234': textResponse(200, 'overlap'),
    'GET /api/guest/loginId/newuser01': textResponse(200, 'ok'),
    'GET /api/guest/nickname/%EB%8D%B0%EB%AA%A8%ED%9A%8C%EC%9B%90': textResponse(200, 'overlap'),
  });
});

const field = (form: HTMLElement, label: string) => within(form).getByLabelText(label);
/** Types into a field and leaves it with Tab, as a user moving on would. */
async function typeAndLeave(form: HTMLElement, label: string, value: string) {
  await userEvent.type(field(form, label), value);
  await userEvent.tab();
}

describe('domestic sign-up: each field says what is wrong when the user leaves it', () => {
  const renderForm = () => {
    renderWithProviders(<SignUpForm onCompleted={jest.fn()} />, { route: '/signup' });
    return screen.getByRole('form', { name: '회원가입' });
  };

  it('shows 아이디 (6~15자, 영문 소문자와 숫자) when the user leaves a bad ID field', async () => {
    const form = renderForm();
    await userEvent.type(field(form, '아이디'), 'Ab1');
    expect(within(form).queryByText(ID_PATTERN)).toBeNull();
    await userEvent.tab();
    expect(await within(form).findByText(ID_PATTERN)).toBeTruthy();
    expect(field(form, '아이디').getAttribute('aria-invalid')).toBe('true');
    // a malformed ID is never sent to the taken-ID check
    expect(calls).toHaveLength(0);
  });

  it('clears the message as soon as the ID is corrected, and still says 이미 있는 아이디입니다. on blur', async () => {
    const form = renderForm();
    await typeAndLeave(form, '아이디', 'demo');
    expect(await within(form).findByText(ID_PATTERN)).toBeTruthy();
    await userEvent.type(field(form, '아이디'), '1234');
    expect(within(form).queryByText(ID_PATTERN)).toBeNull();
    await userEvent.tab();
    expect(await within(form).findByText('이미 있는 아이디입니다.')).toBeTruthy();
  });

  it('says nothing about a field the user has not left yet', async () => {
    const form = renderForm();
    await userEvent.type(field(form, '비밀번호'), 'short');
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('shows the password, nickname and confirmation messages on leaving those fields', async () => {
    const form = renderForm();
    await typeAndLeave(form, '비밀번호', 'short');
    expect(await within(form).findByText(PASSWORD_PATTERN)).toBeTruthy();
    await typeAndLeave(form, '비밀번호 확인', 'other');
    expect(await within(form).findByText(MISMATCH)).toBeTruthy();
    await typeAndLeave(form, '닉네임', '!');
    expect(await within(form).findByText(NICKNAME_PATTERN)).toBeTruthy();
  });

  it('re-checks a left confirmation when the password changes', async () => {
    const form = renderForm();
    await typeAndLeave(form, '비밀번호', 'Fresh!23');
    await typeAndLeave(form, '비밀번호 확인', 'Fresh!234');
    expect(await within(form).findByText(MISMATCH)).toBeTruthy();
    await userEvent.type(field(form, '비밀번호'), '4');
    expect(within(form).queryByText(MISMATCH)).toBeNull();
  });

  it('shows 이미 있는 닉네임입니다. on leaving a taken nickname', async () => {
    const form = renderForm();
    await typeAndLeave(form, '닉네임', '데모회원');
    expect(await within(form).findByText('이미 있는 닉네임입니다.')).toBeTruthy();
  });
});

describe('foreigner sign-up: on blur too, with birthday, name, gender still checked in that order on submit', () => {
  const renderForm = () => {
    renderWithProviders(<ForeignerSignUpForm onCompleted={jest.fn()} />, { route: '/signup/foreigner' });
    return screen.getByRole('form', { name: '외국인 회원가입' });
  };

  it('shows 아이디 (6~15자, 영문 소문자와 숫자) when the user leaves a bad ID field', async () => {
    const form = renderForm();
    await typeAndLeave(form, '아이디', 'Ab1');
    expect(await within(form).findByText(ID_PATTERN)).toBeTruthy();
  });

  it('shows the nickname, password and confirmation messages on leaving those fields', async () => {
    const form = renderForm();
    await typeAndLeave(form, '닉네임', '!');
    expect(await within(form).findByText(NICKNAME_PATTERN)).toBeTruthy();
    await typeAndLeave(form, '비밀번호', 'short');
    expect(await within(form).findByText(PASSWORD_PATTERN)).toBeTruthy();
    await typeAndLeave(form, '비밀번호 확인', 'other');
    expect(await within(form).findByText(MISMATCH)).toBeTruthy();
  });

  it('asks for the birthday first, then the name, then the gender, in the notice dialog', async () => {
    const form = renderForm();
    await userEvent.click(screen.getByRole('button', { name: '휴대폰 인증 (테스트)' }));
    await typeAndLeave(form, '아이디', 'newuser01');
    await typeAndLeave(form, '닉네임', '새회원');
    await typeAndLeave(form, '비밀번호', 'Fresh!234');
    await typeAndLeave(form, '비밀번호 확인', 'Fresh!234');
    // the name is left empty: no inline message, it is checked on submit after the birthday
    expect(within(form).queryByRole('alert')).toBeNull();
    const submit = within(form).getByRole('button', { name: '가입하기' });
    const alertAfterSubmit = async () => {
      useSessionStore.setState({ alert: null });
      await userEvent.click(submit);
      await new Promise((r) => setTimeout(r, 1100)); // the submit throttle lets one submit through per second
      return useSessionStore.getState().alert?.message;
    };
    expect(await alertAfterSubmit()).toBe('생년월일을 확인해주세요.');
    await userEvent.selectOptions(field(form, '출생 연도'), String(new Date().getFullYear() - 30));
    await userEvent.selectOptions(field(form, '월'), '4');
    await userEvent.selectOptions(field(form, '일'), '15');
    expect(await alertAfterSubmit()).toBe('이름을 확인해주세요.');
    await userEvent.type(field(form, '이름'), 'John Smith');
    expect(await alertAfterSubmit()).toBe('성별을 확인해주세요.');
  }, 15_000);
});
