export * from './client';
export * from './errors';
export * from './migrate';
export * from './schema';
export * from './repositories';
export * from './seed';
export { createTestDatabase, createTestTemplate, dropTestTemplate, TEST_TEMPLATE_ENV } from './testing';
export { ping } from './ping';
