export * from './me';
export * from './streams';
export * from './channel';
export * from './messages';
export * from './profile-image';
export * from './password';
