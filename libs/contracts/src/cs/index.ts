export * from './notice-list';
export * from './popups';
export * from './inquiries';
export * from './declarations';
export * from './boards';
export * from './sanction-appeal';
export * from './admin-notices';
