export * from './session-store';
export * from './app-bridge';
