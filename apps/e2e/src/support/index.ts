// The one support module of the end-to-end suites: import everything from here.
//   stack.ts     where the stack listens (ports, brand URLs, spare ports), starting processes
//   fixtures.ts  `test` (with the worker-scoped stack fixture) and `expect`
//   api.ts       fixtures through the real HTTP API: members, operator calls, SMS outbox, captcha
//   fresh.ts     IDs, nicknames and phone numbers that never collide across tests and workers
//   pages.ts     page helpers: sign-in, identity popup, phone step, menu navigation
//   ffmpeg.ts    publishToRtmp(): an encoder publishing a test pattern with a tone over RTMP
//   live.ts      going live from the studio: openStudio(), goLive(), stopLive(), startLive()
//   luv.ts       luv through the API and the sandbox gateway: memberApi(), buyLuv(), giftFromNewFan(), openChannel()
//   files.ts     files to upload (a real PNG)
export * from './stack';
export * from './fixtures';
export * from './api';
export * from './fresh';
export * from './pages';
export * from './ffmpeg';
export * from './live';
export * from './luv';
export * from './files';
