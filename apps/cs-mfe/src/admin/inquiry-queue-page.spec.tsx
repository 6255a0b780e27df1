import { screen } from '@testing-library/react';
import { calls, jsonResponse, renderWithProviders, stubFetch } from '@luvcast/web-testing';
import { InquiryQueuePage } from './inquiry-queue-page';

const profile = (role: string) => ({ loginId: 'someone1', nickname: '누군가', PI: false, profileImage: null, role });
const queued = { id: 5, category: 'etc', title: '질문', content: '내용', status: 'waiting', answer: null, answeredAt: null, answerUnread: false, createdAt: '2026-11-26T01:00:00.000Z', attachments: [], loginId: 'viewer01', nickname: '시청자', brand: 'lex' };

describe('/cs/admin/inquiries', () => {
  it('is for operators only', async () => {
    stubFetch({ 'GET /api/my/profile': jsonResponse(200, { profile: profile('V') }) });
    renderWithProviders(<InquiryQueuePage />, { route: '/cs/admin/inquiries' });
    expect((await screen.findByRole('alert')).textContent).toBe('운영자만 볼 수 있는 화면입니다.');
    expect(calls.some((c) => c.url.includes('/api/admin/'))).toBe(false);
  });
});

describe('/cs/admin/inquiries as an operator', () => {
  it("lists the waiting inquiries with their writers and brands, linking to each", async () => {
    stubFetch({ 'GET /api/my/profile': jsonResponse(200, { profile: profile('S') }), 'GET /api/admin/inquiries': jsonResponse(200, { list: [queued], total: 1 }) });
    renderWithProviders(<InquiryQueuePage />, { route: '/cs/admin/inquiries' });
    const link = await screen.findByRole('link', { name: /질문/ });
    expect(link.getAttribute('href')).toBe('/cs/admin/inquiries/5');
    expect(link.textContent).toContain('시청자 (viewer01)');
    expect(new URL(calls.find((c) => c.url.includes('/api/admin/inquiries'))!.url).search).toBe('?status=waiting&offset=0&limit=20');
  });
});
