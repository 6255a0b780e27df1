// The chat server (socket.io; docs/adr/0011): apps/chat runs it as its own process on PostgreSQL,
// apps/api inside its process on the embedded PGlite. No runtime database code: the repositories
// and the LISTEN come in as dependencies (apps/chat/src/dependencies.spec.ts).
export { ChatConfigError, loadChatConfig, type ChatConfig } from './config';
export { authenticateHandshake, CHAT_DRAIN_TIMEOUT_MS, connectionBrand, createChatServer, type ChatApp, type ChatDeps, type ChatStore, type SocketData } from './server';
export { createChatCounters, limitLine, postgresCounters, RATE_MAX, RATE_WINDOW_MS, redisCounters, type ChatCounters } from './counters';
export { startChat, type RunningChat } from './start';
