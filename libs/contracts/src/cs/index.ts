export * from './notice-list';
export * from './popups';
