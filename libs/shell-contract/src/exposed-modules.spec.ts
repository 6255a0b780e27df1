import { LOGIN_DIALOG_MODULE, remoteModuleId, REMOTE_ROUTES_EXPOSE } from './index';

describe('shell contract', () => {
  it('names the exposed modules the shell loads', () => {
    expect(remoteModuleId('cs_mfe', REMOTE_ROUTES_EXPOSE)).toBe('cs_mfe/routes');
    expect(LOGIN_DIALOG_MODULE).toBe('auth_mfe/login-dialog');
  });

});
