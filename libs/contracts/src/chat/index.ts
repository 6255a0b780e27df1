export * from './socket-payloads';
export * from './events';
export * from './roles';
export * from './banned-words';
export * from './line-rules';
export * from './moderation-reads';
