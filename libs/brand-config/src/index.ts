export * from './brands';
export * from './resolve';
