// The port table of the embedded run (npm start) and of the e2e stack, and each remote's URL
// prefixes: the one place a default port is written. Web and server code import it typed as
// `ports` from @luvcast/contracts (the API, chat and web-server defaults, the api-client's
// fallback origins); Node build scripts through tools/federation/ports.cjs (webpack configs,
// start script, e2e stack); the remote generator adds entries to it. Plain data that requires
// nothing (the generator evaluates this file). The shell routes a path to the remote with the
// longest matching prefix.
const remotes = {
  auth_mfe: {
    project: 'auth-mfe',
    port: 4201,
    prefixes: ['/signin', '/signup', '/find', '/completed', '/callback', '/member/find', '/guest', '/my/personal-auth', '/notices/maintenance', '/expire'],
  },
  cs_mfe: { project: 'cs-mfe', port: 4202, prefixes: ['/cs'] },
  member_mfe: { project: 'member-mfe', port: 4203, prefixes: ['/my'] },
  luv_mfe: { project: 'luv-mfe', port: 4204, prefixes: ['/luv'] },
  live_mfe: { project: 'live-mfe', port: 4205, prefixes: ['/'] },
};
// oauth: the local OAuth2 provider (tools/dev-oauth-provider.mjs) npm start runs outside production;
// rtmp: the ingest's RTMP listener (apps/ingest); media: its HTTP server for HLS, HTTP-FLV, thumbnails, VODs
// pg: the sandbox payment gateway (tools/dev-payment-gateway.mjs) npm start runs outside production
module.exports = { api: 4000, chat: 4100, web: 4200, oauth: 4300, rtmp: 1935, media: 4400, pg: 4500, remotes };
