import { act, screen, waitFor } from '@testing-library/react';
import { checkPartnerCode, findRecommender } from '@luvcast/api-client';
import { renderWithProviders } from '@luvcast/web-testing';
import { ForeignerSignUpForm } from './foreigner-sign-up-form';
import { SignUpForm } from './sign-up-form';

// the guest checks are the only calls these forms make on mount; their answers are the API's (plain text)
jest.mock('@luvcast/api-client', () => ({
  ...jest.requireActual('@luvcast/api-client'),
  findRecommender: jest.fn(),
  checkPartnerCode: jest.fn(),
}));
const recommenders: Record<string, string> = { demo1234: '데모회원', XIN: 'XIN Marketing' };
const partners = ['XIN', 'LUVPARTNER'];

beforeEach(() => {
  jest.mocked(findRecommender).mockReset().mockImplementation(async (code) => recommenders[code] ?? 'notfound');
  jest.mocked(checkPartnerCode).mockReset().mockImplementation(async (code) => (partners.includes(code) ? 'ok' : 'notfound'));
});
afterEach(() => {
  document.cookie = 'partner_code=; max-age=0; path=/';
});

function renderAt(url: string, form: 'domestic' | 'foreigner' = 'domestic') {
  renderWithProviders(form === 'domestic' ? <SignUpForm onCompleted={jest.fn()} /> : <ForeignerSignUpForm onCompleted={jest.fn()} />, { route: url });
}

describe('recommender prefilled from ?recommendId=', () => {
  it('domestic: looks the recommender up on mount and names them without a blur', async () => {
    renderAt('/signup?recommendId=demo1234');
    expect((screen.getByLabelText('추천인 아이디 (선택)') as HTMLInputElement).value).toBe('demo1234');
    expect(await screen.findByText('데모회원님이 추천인으로 등록됩니다.')).toBeTruthy();
    expect(findRecommender).toHaveBeenCalledWith('demo1234');
  });

  it('domestic: an unknown prefilled recommender is marked at once', async () => {
    renderAt('/signup?recommendId=nobody999');
    expect(await screen.findByText('입력한 추천인이 조회되지 않습니다.')).toBeTruthy();
  });

  it('foreigner: reads ?recommendId= too (the tab switch keeps the query) and names the partner XIN', async () => {
    renderAt('/signup/foreigner?recommendId=XIN', 'foreigner');
    expect((screen.getByLabelText('추천인 아이디 (선택)') as HTMLInputElement).value).toBe('XIN');
    expect(await screen.findByText('XIN Marketing님이 추천인으로 등록됩니다.')).toBeTruthy();
  });

  it('without ?recommendId= nothing is looked up', () => {
    renderAt('/signup');
    expect(findRecommender).not.toHaveBeenCalled();
  });
});

describe('본인인증 button and the partner_code cookie', () => {
  it('is shown without a partner code', () => {
    renderAt('/signup');
    expect(screen.getByRole('button', { name: '본인인증' })).toBeTruthy();
    expect(checkPartnerCode).not.toHaveBeenCalled();
  });

  it('is hidden for a partner code the API knows', async () => {
    document.cookie = 'partner_code=LUVPARTNER; path=/';
    renderAt('/signup');
    await waitFor(() => expect(checkPartnerCode).toHaveBeenCalledWith('LUVPARTNER'));
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: '본인인증' })).toBeNull();
  });

  it('is shown again for a partner code the API does not know', async () => {
    document.cookie = 'partner_code=NOPE; path=/';
    renderAt('/signup');
    expect(await screen.findByRole('button', { name: '본인인증' })).toBeTruthy();
    expect(checkPartnerCode).toHaveBeenCalledWith('NOPE');
  });
});
