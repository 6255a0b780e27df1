import type { Db } from '../client';
import { bannersRepository } from './banners';
import { channelsRepository } from './channels';
import { ledgerRepository } from './ledger';
import { membersRepository } from './members';
import { noticesRepository } from './notices';
import { sessionsRepository } from './sessions';

export * from './banners';
export * from './channels';
export * from './ledger';
export * from './members';
export * from './notices';
export * from './sessions';

/** All repositories over one database: the only place SQL is written. */
export function createRepositories(db: Db) {
  return {
    members: membersRepository(db),
    sessions: sessionsRepository(db),
    channels: channelsRepository(db),
    banners: bannersRepository(db),
    notices: noticesRepository(db),
    ledger: ledgerRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
