export * from './luv-sum';
export * from './payment-failure';
