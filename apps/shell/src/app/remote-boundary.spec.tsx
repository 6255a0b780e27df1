import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@luvcast/web-testing';
import { RemoteBoundary } from './remote-boundary';
import { loadRemoteRoutes, reloadRemoteRoutes } from './remote-loader';

jest.mock('./remote-loader', () => ({ loadRemoteRoutes: jest.fn(), reloadRemoteRoutes: jest.fn(), isRemoteLoadError: () => false }));
const load = loadRemoteRoutes as jest.Mock;
const reload = reloadRemoteRoutes as jest.Mock;

const remote = { name: 'auth_mfe', entry: 'http://luv.localhost:4201/remoteEntry.js', prefixes: ['/signin'] };

/** A rejected promise that is handled (React reads it later, when the boundary renders). */
const settled = <T,>(promise: Promise<T>) => {
  promise.catch(() => undefined);
  return promise;
};

// the boundary suspends on the remote's routes (React's `use`): an awaited act lets React render
// again once they are there
const renderAt = (path: string) =>
  act(async () => {
    renderWithProviders(<RemoteBoundary remote={remote} />, { route: path });
  });

beforeEach(() => {
  load.mockReset();
  reload.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('RemoteBoundary', () => {
  it('shows 화면을 불러오지 못했습니다. with a retry that loads the remote again', async () => {
    // the loader hands out one promise per remote (RemoteBoundary reads it with React's `use`)
    load.mockReturnValue(settled(Promise.reject(new Error('RUNTIME-008 remote entry failed'))));
    reload.mockReturnValue(Promise.resolve([{ path: 'signin', element: <h1>로그인</h1> }]));
    await renderAt('/signin');
    expect(await screen.findByText('auth_mfe 화면을 불러오지 못했습니다.')).toBeTruthy();
    await act(() => userEvent.click(screen.getByRole('button', { name: '다시 시도' })));
    expect(await screen.findByRole('heading', { name: '로그인' })).toBeTruthy();
    expect(reload).toHaveBeenCalledWith(remote);
  });

  it('catches a render error of the remote instead of blanking the page', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    load.mockReturnValue(Promise.resolve([{ path: 'signin', element: <Broken /> }]));
    await renderAt('/signin');
    expect(await screen.findByText('auth_mfe 화면을 불러오지 못했습니다.')).toBeTruthy();
  });

  it('shows the not-found screen for a path the remote does not have', async () => {
    load.mockReturnValue(Promise.resolve([{ path: 'signin', element: <h1>로그인</h1> }]));
    await renderAt('/signup/unknown');
    expect(await screen.findByText('페이지를 찾을 수 없습니다.')).toBeTruthy();
  });
});
