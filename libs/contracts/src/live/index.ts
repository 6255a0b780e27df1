export * from './suggestion-list';
export * from './live-auth';
export * from './subscriber-count';
