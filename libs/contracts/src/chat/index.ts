export * from './socket-payloads';
export * from './events';
