import { screen, within } from '@testing-library/react';
import { jsonResponse, renderWithProviders, stubFetch } from '@luvcast/web-testing';
import { LevelPage } from './level-page';

const profile = { loginId: 'demo1234', nickname: '데모회원', PI: true, profileImage: null, role: 'V', id: 7, channelId: null };

describe('/my/level', () => {
  it('shows the level, the luv sent, the way to the next level and the level table with the current one marked', async () => {
    stubFetch({
      'GET /api/my/profile': jsonResponse(200, { profile }),
      'GET /api/my/member-level-info': jsonResponse(200, { level: 3, name: '응원 팬', nameKey: 'my.level.3', sentTotal: 7500, levelMin: 5000, nextLevel: 4, nextMin: 10000, remaining: 2500, progress: 50 }),
    });
    renderWithProviders(<LevelPage />, { route: '/my/level' });
    const summary = await screen.findByRole('region', { name: '내 팬 레벨' });
    expect(summary.textContent).toContain('Lv.3 응원 팬');
    expect(summary.textContent).toContain('지금까지 선물한 러브: 7,500');
    expect(summary.textContent).toContain('Lv.4까지 2,500 러브 남았습니다 (기준 10,000).');
    expect((within(summary).getByRole('progressbar', { name: '다음 레벨까지 50%' }) as HTMLProgressElement).value).toBe(50);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(11);
    expect(rows[1].textContent).toBe('1새싹 팬0');
    expect(rows[10].textContent).toBe('10레전드 팬1,000,000');
    expect(rows.filter((r) => r.getAttribute('aria-current') === 'true').map((r) => r.textContent)).toEqual(['3응원 팬5,000']);
  });

  it('says the top level is reached', async () => {
    stubFetch({
      'GET /api/my/profile': jsonResponse(200, { profile }),
      'GET /api/my/member-level-info': jsonResponse(200, { level: 10, name: '레전드 팬', nameKey: 'my.level.10', sentTotal: 2_000_000, levelMin: 1_000_000, nextLevel: null, nextMin: null, remaining: null, progress: 100 }),
    });
    renderWithProviders(<LevelPage />, { route: '/my/level' });
    expect((await screen.findByRole('region', { name: '내 팬 레벨' })).textContent).toContain('가장 높은 레벨입니다.');
  });

  it('says so when the level cannot be read', async () => {
    stubFetch({ 'GET /api/my/profile': jsonResponse(200, { profile }), 'GET /api/my/member-level-info': jsonResponse(500, { msg: '서버 오류' }) });
    renderWithProviders(<LevelPage />, { route: '/my/level' });
    expect((await screen.findByRole('alert')).textContent).toBe('레벨을 불러오지 못했습니다.');
  });
});
