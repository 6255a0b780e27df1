export * from './chat-client';
export { sessionChatAuth, sharedChatClient } from './default-client';
export * from './use-chat-room';
