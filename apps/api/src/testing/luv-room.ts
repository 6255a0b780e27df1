// The setting of the luv specs: a test app with the ledger's sealer off (the specs seal when they
// verify), the chat it hosts with a guest in a broadcaster's room collecting its events, and
// members holding luv issued by the ledger.
import { randomUUID } from 'node:crypto';
import type { ChatEvent } from '@luvcast/contracts';
import { SYSTEM_ACCOUNTS } from '@luvcast/db';
import { loadConfig, type Config } from '../config';
import { API_HOST, createTestApp, type CookieJar, type TestApp } from './test-app';
import { signedInMember } from './members';
import { startTestChat, type TestChat } from './test-chat';

export interface LuvRoom {
  t: TestApp;
  chat: TestChat;
  /** the room's channel and its broadcaster */
  channel: number;
  casterId: number;
  /** every event the room's guest received */
  events: ChatEvent[];
  /** the events from index `from` on, once `count` arrived (or after ~3 s) */
  eventsAfter(from: number, count: number): Promise<ChatEvent[]>;
  /** a new signed-in member holding `luv` */
  member(luv: number, host?: string): Promise<{ jar: CookieJar; id: number; loginId: string }>;
  /** more luv for a member, from the issuance account */
  fund(memberId: number, luv: number): Promise<void>;
  close(): Promise<void>;
}

/** The config of the luv specs: the sealer off, plus `config`. */
export const luvTestConfig = (config: Partial<Config> = {}): Partial<Config> => ({ luv: { ...loadConfig({}).luv, sealIntervalMs: 0 }, ...config });

/** A test app, its chat, and a guest in the room of `broadcaster`'s channel. */
export async function openLuvRoom(broadcaster: string, config: Partial<Config> = {}): Promise<LuvRoom> {
  const t = await createTestApp({ config: luvTestConfig(config) });
  const chat = await startTestChat(t);
  const row = (await t.app.channels.findByOwnerLoginId(broadcaster))!;
  const guest = await chat.guest(row.id);
  const joined = await guest.emitWithAck('join', { room: String(row.id), streamId: 'none', source: 'web' });
  if (!('joined' in joined) || !joined.joined) throw new Error(`the guest could not join the room of ${broadcaster}`);
  const events: ChatEvent[] = [];
  guest.on('event', (e) => events.push(e));
  const fund = async (memberId: number, luv: number) => {
    const issuance = await t.app.ledger.systemAccount(SYSTEM_ACCOUNTS.issuance);
    await t.app.ledger.transfer({ from: issuance, to: await t.app.ledger.memberAccount(memberId), amount: luv, idempotencyKey: `spec:fund:${memberId}:${randomUUID()}` });
  };
  return {
    t,
    chat,
    channel: row.id,
    casterId: row.ownerId,
    events,
    async eventsAfter(from, count) {
      for (let i = 0; i < 60 && events.length < from + count; i++) await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 150));
      return events.slice(from);
    },
    async member(luv, host = API_HOST) {
      const who = await signedInMember(t.app, { prefix: 'luver', host });
      if (luv) await fund(who.id, luv);
      return who;
    },
    fund,
    async close() {
      await chat.close();
      await t.close();
    },
  };
}
