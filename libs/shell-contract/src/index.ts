export * from './remotes-manifest';
export * from './exposed-modules';
export * from './match-remote';
export * from './first-screen';
export * from './server-render';
