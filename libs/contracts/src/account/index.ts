export * from './sign-up';
export * from './recovery';
