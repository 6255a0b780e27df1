// Server-side auth helpers shared by apps/api and apps/chat (and libs/db's seed). No database
// access here: loading this lib pulls in jose, @node-rs/argon2 and node:crypto, never PGlite, pg
// or drizzle (apps/chat/src/dependencies.spec.ts proves it for chat).
export * from './access-tokens';
export * from './opaque-tokens';
export * from './passwords';
export * from './origin-policy';
export * from './pkce';
export * from './chat-tickets';
