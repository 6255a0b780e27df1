import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, jsonResponse, renderWithProviders, stubFetch } from '@luvcast/web-testing';
import { SettingsPage } from './settings-page';

const profile = { loginId: 'demo1234', nickname: '데모회원', PI: true, profileImage: null, role: 'V', id: 7, channelId: null };
const defaults = { isView: true, isVibes: true, isSponser: true, isBigFan: true, memberSortCode: 1 };

describe('/my/settings', () => {
  it('shows the saved settings as switches and a sort select, and saves what the member changes', async () => {
    let saved = { ...defaults };
    stubFetch({
      'GET /api/my/profile': jsonResponse(200, { profile }),
      'GET /api/my/setting': () => jsonResponse(200, { settings: saved }),
      'POST /api/my/setting': async () => {
        // the body the page sent (the stub's copy; the request's own body is already read)
        saved = { ...saved, ...((await calls.at(-1)!.clone().json()) as object) };
        return jsonResponse(200, { settings: saved });
      },
    });
    renderWithProviders(<SettingsPage />, { route: '/my/settings' });
    const form = await screen.findByRole('form', { name: '설정' });
    const sponsor = within(form).getByRole('switch', { name: '선물 순위에 내 닉네임 보이기 (끄면 익명)' }) as HTMLInputElement;
    expect(sponsor.checked).toBe(true);
    expect((within(form).getByRole('switch', { name: '라이브 시청자 목록에 내 닉네임 보이기' }) as HTMLInputElement).checked).toBe(true);
    expect((within(form).getByRole('combobox', { name: '팔로우한 채널 정렬' }) as HTMLSelectElement).value).toBe('1');

    await userEvent.click(sponsor);
    await userEvent.click(within(form).getByRole('switch', { name: '선물이나 쪽지를 받으면 진동·소리로 알리기' }));
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: '팔로우한 채널 정렬' }), '닉네임 순');
    await userEvent.click(within(form).getByRole('button', { name: '저장' }));
    expect((await screen.findByRole('status')).textContent).toBe('설정을 저장했습니다.');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(await post.clone().json()).toEqual({ isView: true, isVibes: false, isSponser: false, isBigFan: true, memberSortCode: 3 });
    expect(sponsor.checked).toBe(false);
  });

  it("shows the API's refusal in its words", async () => {
    stubFetch({
      'GET /api/my/profile': jsonResponse(200, { profile }),
      'GET /api/my/setting': jsonResponse(200, { settings: { ...defaults, memberSortCode: 2 } }),
      'POST /api/my/setting': jsonResponse(400, { code: 'my.setting.sortCode', msg: '정렬 방식을 확인해주세요.' }),
    });
    renderWithProviders(<SettingsPage />, { route: '/my/settings' });
    const form = await screen.findByRole('form', { name: '설정' });
    expect((within(form).getByRole('combobox', { name: '팔로우한 채널 정렬' }) as HTMLSelectElement).value).toBe('2');
    await userEvent.click(within(form).getByRole('button', { name: '저장' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('정렬 방식을 확인해주세요.');
  });

  it('asks a guest to sign in', async () => {
    stubFetch({ 'GET /api/my/profile': jsonResponse(401, { msg: 'accessToken is not valid.' }) });
    renderWithProviders(<SettingsPage />, { route: '/my/settings' });
    expect(await screen.findByRole('link', { name: '로그인하기' })).toBeTruthy();
    expect(calls.some((c) => new URL(c.url).pathname === '/api/my/setting')).toBe(false);
  });
});
