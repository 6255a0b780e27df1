export * from './status';
export * from './switches';
export * from './time-check';
export * from './themes';
export * from './logo-list';
export * from './banners';
export * from './emoji';
export * from './rules';
