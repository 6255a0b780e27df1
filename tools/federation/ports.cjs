// The port table of the embedded run (npm start) and of the e2e stack. One source for webpack
// configs, the web server's default remotes manifest, the start script and the tests.
const remotes = {
  auth_mfe: { project: 'auth-mfe', port: 4201, mount: '/' },
  cs_mfe: { project: 'cs-mfe', port: 4202, mount: '/cs' },
  member_mfe: { project: 'member-mfe', port: 4203, mount: '/my' },
  luv_mfe: { project: 'luv-mfe', port: 4204, mount: '/luv' },
  live_mfe: { project: 'live-mfe', port: 4205, mount: '/' },
};
module.exports = { api: 4000, chat: 4100, web: 4200, remotes };
