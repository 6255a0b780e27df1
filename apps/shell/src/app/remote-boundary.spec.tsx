import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@luvcast/web-testing';
import { RemoteBoundary } from './remote-boundary';
import { loadRemoteRoutes, reloadRemoteRoutes } from './remote-loader';

jest.mock('./remote-loader', () => ({ loadRemoteRoutes: jest.fn(), reloadRemoteRoutes: jest.fn() }));
const load = loadRemoteRoutes as jest.Mock;
const reload = reloadRemoteRoutes as jest.Mock;

const remote = { name: 'auth_mfe', entry: 'http://luv.localhost:4201/remoteEntry.js', prefixes: ['/signin'] };

const renderAt = (path: string) => renderWithProviders(<RemoteBoundary remote={remote} />, { route: path });

beforeEach(() => {
  load.mockReset();
  reload.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('RemoteBoundary', () => {
  it('shows 화면을 불러오지 못했습니다. with a retry that loads the remote again', async () => {
    load.mockRejectedValue(new Error('RUNTIME-008 remote entry failed'));
    reload.mockResolvedValue([{ path: 'signin', element: <h1>로그인</h1> }]);
    renderAt('/signin');
    expect(await screen.findByText('auth_mfe 화면을 불러오지 못했습니다.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('heading', { name: '로그인' })).toBeTruthy();
    expect(reload).toHaveBeenCalledWith(remote);
  });

  it('catches a render error of the remote instead of blanking the page', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    load.mockResolvedValue([{ path: 'signin', element: <Broken /> }]);
    renderAt('/signin');
    expect(await screen.findByText('auth_mfe 화면을 불러오지 못했습니다.')).toBeTruthy();
  });

  it('shows the not-found screen for a path the remote does not have', async () => {
    load.mockResolvedValue([{ path: 'signin', element: <h1>로그인</h1> }]);
    renderAt('/signup/unknown');
    expect(await screen.findByText('페이지를 찾을 수 없습니다.')).toBeTruthy();
  });
});
