// live_mfe is not a standalone page: the shell loads its ./routes through remoteEntry.js.
console.info('live_mfe: open the shell (npm run web) to use this remote');
export {};
