import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, jsonResponse, renderWithProviders, stubFetch } from '@luvcast/web-testing';
import { LuvPresetsForm } from './luv-presets-form';

describe('the studio’s quick gift amounts', () => {
  it('shows the channel’s amounts, refuses a list that is no set of whole amounts, and saves a new one', async () => {
    stubFetch({
      'GET /api/channels/7/luv-preset': jsonResponse(200, { channelId: 7, presets: [100, 500, 1000, 5000, 10000] }),
      'POST /api/my/channel/luv-preset': jsonResponse(200, { channelId: 7, presets: [50, 300, 2000] }),
    });
    renderWithProviders(<LuvPresetsForm channelId={7} />);
    const field = screen.getByRole('textbox', { name: '금액 (쉼표로 구분)' });
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('100, 500, 1000, 5000, 10000'));
    await userEvent.clear(field);
    await userEvent.type(field, '50, 50');
    expect(screen.getByText('금액을 확인해주세요.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '저장' }).hasAttribute('disabled')).toBe(true);
    await userEvent.clear(field);
    await userEvent.type(field, '50, 300, 2000');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(await calls.find((c) => c.method === 'POST')!.clone().json()).toEqual({ presets: [50, 300, 2000] });
  });
});
