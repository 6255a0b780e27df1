export * from './me';
