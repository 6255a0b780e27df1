export * from './remotes-manifest';
export * from './exposed-modules';
