import type { ChatEvent, ChatMessage } from '@luvcast/contracts';
import type { Database, Db } from '../client';
import { createTestDatabase } from '../testing';
import { chatBusListener } from './chat-bus';
import { createRepositories, type Repositories } from './index';

let database: Database;
let repos: Repositories;
let received: string[];
let unlisten: () => Promise<void>;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  repos = createRepositories(database.db);
  received = [];
  unlisten = await chatBusListener(database)((payload) => received.push(payload));
});
afterAll(async () => {
  await unlisten();
  await database.close();
});
beforeEach(() => {
  received.length = 0;
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));
const until = async (predicate: () => boolean) => {
  for (let i = 0; i < 50 && !predicate(); i++) await settle();
};
const at = new Date().toISOString();
const line: ChatMessage = { id: 'l1', room: '1', sender: { loginId: 'demo1234', nickname: '데모회원', badges: [] }, text: '<b>안녕</b> "따옴표"', at };
const event: ChatEvent = { type: 'STREAMS_CHANGE', room: '1', streamId: '7', live: true, at };

it('hands a published line or event to the listeners as its JSON', async () => {
  await repos.chatBus.publish(line);
  await repos.chatBus.publish(event);
  await until(() => received.length === 2);
  expect(received.map((p) => JSON.parse(p))).toEqual([line, event]);
});

it('inside a transaction, delivers at commit and never after a rollback', async () => {
  await database.db.transaction(async (t) => {
    await repos.chatBus.publish({ ...event, streamId: 'committed' }, t as unknown as Db);
    await settle();
    expect(received).toEqual([]);
  });
  await until(() => received.length === 1);
  expect(JSON.parse(received[0])).toMatchObject({ streamId: 'committed' });

  await database.db
    .transaction(async (t) => {
      await repos.chatBus.publish({ ...event, streamId: 'rolled back' }, t as unknown as Db);
      throw new Error('rollback');
    })
    .catch(() => undefined);
  await repos.chatBus.publish({ ...event, streamId: 'after' });
  await until(() => received.length === 2);
  await settle();
  expect(received.map((p) => JSON.parse(p).streamId)).toEqual(['committed', 'after']);
});
