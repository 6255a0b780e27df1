export * from './sign-in';
export * from './session';
export * from './asp';
export * from './geo-ip';
