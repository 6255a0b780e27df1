import { DEV_JWT_SECRET } from '@luvcast/server-auth';
import { ChatConfigError, loadChatConfig } from './config';

describe('loadChatConfig', () => {
  it('defaults to port 4100 on 127.0.0.1 with the in-memory adapter and the shared dev secret', () => {
    expect(loadChatConfig({})).toEqual({ port: 4100, host: '127.0.0.1', jwtSecret: DEV_JWT_SECRET, redisUrl: undefined, corsOrigins: [], logLevel: 'info', production: false });
  });

  it('applies the production origin policy when NODE_ENV=production', () => {
    expect(loadChatConfig({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(48) }).production).toBe(true);
  });

  it.each([
    ['CHAT_PORT', 'x'],
    ['REDIS_URL', 'http://localhost:6379'],
    ['JWT_SECRET', 'short'],
    ['CORS_ORIGINS', 'nope'],
  ])('names %s when its value %s is bad', (name, value) => {
    expect(() => loadChatConfig({ [name]: value })).toThrow(ChatConfigError);
    expect(() => loadChatConfig({ [name]: value })).toThrow(name);
  });

  it('refuses the development secret in production', () => {
    expect(() => loadChatConfig({ NODE_ENV: 'production' })).toThrow('JWT_SECRET');
  });
});
