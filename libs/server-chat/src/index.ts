// The chat server (socket.io; docs/adr/0011): apps/chat runs it as its own process on PostgreSQL,
// apps/api inside its process on the embedded PGlite. No runtime database code: the repositories
// and the LISTEN come in as dependencies (apps/chat/src/dependencies.spec.ts).
export { ChatConfigError, loadChatConfig, type ChatConfig } from './config';
export { authenticateHandshake, connectionBrand, createChatServer, type ChatApp, type ChatDeps, type ChatStore, type SocketData } from './server';
export { postgresCounters, redisCounters, type ChatCounters } from './counters';
export { CHAT_NOTIFY_CHANNEL, startChat, type RunningChat } from './start';
