export * from './phone';
export * from './identity';
export * from './captcha';
