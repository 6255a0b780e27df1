import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, jsonResponse, renderWithProviders, stubFetch } from '@luvcast/web-testing';
import { RECEIVE_VIBRATION_MS, useReceiveAlert } from './index';

const settings = (isVibes: boolean) => ({ settings: { isView: true, isVibes, isSponser: true, isBigFan: true, memberSortCode: 1 } });

function Received() {
  const alert = useReceiveAlert();
  return (
    <button type="button" onClick={alert}>
      받음
    </button>
  );
}

describe('useReceiveAlert', () => {
  const vibrate = jest.fn(() => true);
  beforeEach(() => {
    vibrate.mockClear();
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
  });
  afterEach(() => {
    delete (navigator as { vibrate?: unknown }).vibrate;
  });

  it('vibrates for something received when the isVibes setting is on, reading the settings once', async () => {
    stubFetch({ 'GET /api/my/setting': jsonResponse(200, settings(true)) });
    renderWithProviders(<Received />);
    expect(calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: '받음' }));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    await userEvent.click(screen.getByRole('button', { name: '받음' }));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(vibrate.mock.calls).toEqual([[RECEIVE_VIBRATION_MS], [RECEIVE_VIBRATION_MS]]);
    expect(calls.map((c) => new URL(c.url).pathname)).toEqual(['/api/my/setting']);
  });

  it('stays still when isVibes is off or the settings cannot be read', async () => {
    stubFetch({ 'GET /api/my/setting': jsonResponse(200, settings(false)) });
    const { unmount } = renderWithProviders(<Received />);
    await userEvent.click(screen.getByRole('button', { name: '받음' }));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    unmount();
    stubFetch({ 'GET /api/my/setting': jsonResponse(401, { msg: 'accessToken is not valid.' }) });
    renderWithProviders(<Received />);
    await userEvent.click(screen.getByRole('button', { name: '받음' }));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(vibrate).not.toHaveBeenCalled();
  });
});
