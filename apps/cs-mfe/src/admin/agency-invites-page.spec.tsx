import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, jsonResponse, renderWithProviders, stubFetch } from '@luvcast/web-testing';
import { AgencyInvitesPage } from './agency-invites-page';

/** Node's multipart classes (tools/jest/jsdom-environment.cjs): the page's FormData must be Node's, so Node's Request can send it. */
const nodeForms = (globalThis as unknown as { __nodeFormClasses: { FormData: typeof FormData; File: typeof File } }).__nodeFormClasses;
const jsdomFormData = globalThis.FormData;
beforeEach(() => {
  globalThis.FormData = nodeForms.FormData;
});
afterEach(() => {
  globalThis.FormData = jsdomFormData;
});

const profile = (role: string) => ({ loginId: 'opdemo01', nickname: '운영자', PI: false, profileImage: null, role });
const agency = { id: 3, name: '별빛엔터', brand: 'luv', members: 2, createdAt: '2026-11-26T01:00:00.000Z' };
const invite = {
  id: 9,
  agency: { id: 3, name: '별빛엔터', brand: 'luv' },
  member: { loginId: 'bjstar01', nickname: '별빛BJ', brand: 'luv' },
  invitedBy: 'opdemo01',
  sharePercent: 70,
  message: '',
  status: 'pending',
  unread: true,
  contractName: '계약서.pdf',
  contractType: 'application/pdf',
  expiresAt: '2026-12-10T01:00:00.000Z',
  respondedAt: null,
  createdAt: '2026-11-26T01:00:00.000Z',
};

describe('/cs/admin/agency-invites', () => {
  it('is for operators only', async () => {
    stubFetch({ 'GET /api/my/profile': jsonResponse(200, { profile: profile('V') }) });
    renderWithProviders(<AgencyInvitesPage />, { route: '/cs/admin/agency-invites' });
    expect((await screen.findByRole('alert')).textContent).toBe('운영자만 볼 수 있는 화면입니다.');
    expect(calls.some((c) => c.url.includes('/api/admin/'))).toBe(false);
  });

  it('creates an agency named with spaces as typed, refusing an empty name before sending', async () => {
    stubFetch({
      'GET /api/my/profile': jsonResponse(200, { profile: profile('O') }),
      'GET /api/admin/agencies': jsonResponse(200, { list: [agency] }),
      'GET /api/admin/agency-invites': jsonResponse(200, { list: [], total: 0 }),
      'POST /api/admin/agencies': jsonResponse(201, { ...agency, id: 4, name: '달빛 엔터', members: 0 }),
    });
    renderWithProviders(<AgencyInvitesPage />, { route: '/cs/admin/agency-invites' });
    const form = await screen.findByRole('form', { name: '에이전시 만들기' });
    expect(within(await screen.findByRole('list', { name: '에이전시 목록' })).getByText('소속 2명')).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: '에이전시 만들기' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('에이전시 이름을 50자 이내로 입력해주세요.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(within(form).getByLabelText('에이전시 이름'), '달빛 엔터');
    await userEvent.click(within(form).getByRole('button', { name: '에이전시 만들기' }));
    expect((await within(form).findByRole('status')).textContent).toContain('달빛 엔터');
    expect(await calls.find((c) => c.method === 'POST')!.clone().json()).toEqual({ name: '달빛 엔터' });
  });

  it('sends an invite with the contract file as multipart, and shows the refusal of the API', async () => {
    let answer = jsonResponse(404, { code: 'agency.invite.member', msg: '초대할 회원을 찾을 수 없습니다.' });
    stubFetch({
      'GET /api/my/profile': jsonResponse(200, { profile: profile('S') }),
      'GET /api/admin/agencies': jsonResponse(200, { list: [agency] }),
      'GET /api/admin/agency-invites': jsonResponse(200, { list: [], total: 0 }),
      'POST /api/admin/agency-invites': () => answer,
    });
    renderWithProviders(<AgencyInvitesPage />, { route: '/cs/admin/agency-invites' });
    const form = await screen.findByRole('form', { name: '초대 보내기' });
    await screen.findByRole('option', { name: '별빛엔터 (luv)' });
    await userEvent.selectOptions(within(form).getByLabelText('에이전시'), '3');
    await userEvent.type(within(form).getByLabelText('회원 아이디'), 'bjstar01');
    await userEvent.type(within(form).getByLabelText('수익 배분 (%)'), '170');
    await userEvent.click(within(form).getByRole('button', { name: '초대 보내기' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('수익 배분율은 0에서 100 사이의 정수로 입력해주세요.');
    await userEvent.clear(within(form).getByLabelText('수익 배분 (%)'));
    await userEvent.type(within(form).getByLabelText('수익 배분 (%)'), '70');
    await userEvent.click(within(form).getByRole('button', { name: '초대 보내기' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('계약서 파일을 첨부해주세요.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.upload(within(form).getByLabelText('계약서'), new nodeForms.File(['%PDF-1.4'], '계약서.pdf', { type: 'application/pdf' }));
    await userEvent.click(within(form).getByRole('button', { name: '초대 보내기' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('초대할 회원을 찾을 수 없습니다.');
    const sent = await calls.find((c) => c.method === 'POST')!.clone().formData();
    expect(Object.fromEntries([...sent.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({ agencyId: '3', loginId: 'bjstar01', sharePercent: '70', message: '' });
    expect((sent.get('contract') as File).name).toBe('계약서.pdf');

    answer = jsonResponse(201, invite);
    await userEvent.click(within(form).getByRole('button', { name: '초대 보내기' }));
    expect((await within(form).findByRole('status')).textContent).toBe('별빛BJ(bjstar01)님에게 별빛엔터의 초대를 보냈습니다.');
  });

  it('lists the invites by status and cancels a pending one after a confirmation', async () => {
    let cancelled = false;
    stubFetch({
      'GET /api/my/profile': jsonResponse(200, { profile: profile('O') }),
      'GET /api/admin/agencies': jsonResponse(200, { list: [agency] }),
      'GET /api/admin/agency-invites': () => jsonResponse(200, { list: [{ ...invite, status: cancelled ? 'cancelled' : 'pending' }], total: 1 }),
      'DELETE /api/admin/agency-invites/9': () => ((cancelled = true), jsonResponse(200, { ...invite, status: 'cancelled' })),
    });
    renderWithProviders(<AgencyInvitesPage />, { route: '/cs/admin/agency-invites' });
    const list = await screen.findByRole('list', { name: '초대 목록' });
    expect(within(list).getByText('별빛BJ (bjstar01)')).toBeTruthy();
    expect(within(list).getByText('응답 대기')).toBeTruthy();
    await userEvent.click(within(list).getByRole('button', { name: 'bjstar01에게 보낸 별빛엔터 초대 취소' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(list).getByRole('button', { name: '초대 취소하기' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: '초대 목록' })).getByText('취소됨')).toBeTruthy());
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);

    await userEvent.click(screen.getByRole('tab', { name: '기간 만료' }));
    await waitFor(() => expect(calls.some((c) => new URL(c.url).search === '?status=expired&offset=0&limit=20')).toBe(true));
  });
});
