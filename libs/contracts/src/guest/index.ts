export * from './checks';
export * from './partners';
export * from './pincrux';
export * from './sitemap';
