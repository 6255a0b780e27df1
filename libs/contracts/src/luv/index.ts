export * from './luv-sum';
export * from './payment-failure';
export * from './shop';
export * from './coupons';
export * from './gifts';
export * from './statement';
export * from './withdrawals';
export * from './subscriptions';
