import type { NewMember } from '@luvcast/db';
import { hashPassword } from '@luvcast/server-auth';
import type { App } from '../types';
import { brandApiHost, signIn } from './test-app';

export interface TestMemberOptions extends Partial<Omit<NewMember, 'loginId' | 'passwordHash'>> {
  /** the first letters of the login ID (and of the nickname unless one is given) */
  prefix?: string;
  password?: string;
}

let seq = 0;

/**
 * A member made straight in the test file's database: login ID `<prefix><n>` (n counts this file's
 * members, and every spec file has a database of its own; sign-in takes IDs of up to 15 characters),
 * nickname the same unless given, any other column as given.
 */
export async function createMember(app: App, { prefix = 'mb', password = 'Memb!2345', nickname, ...fields }: TestMemberOptions = {}) {
  const n = ++seq; // read once: members made at the same time (Promise.all) each keep their own
  const loginId = `${prefix}${n}`;
  const row = await app.members.create({ loginId, passwordHash: await hashPassword(password), nickname: nickname ?? `${prefix}${n}`, ...fields });
  return { id: row.id, loginId, nickname: row.nickname, password };
}

/** createMember, then signed in through the real sign-in route on `host` (its brand's API host unless given). */
export async function signedInMember(app: App, { host, ...options }: TestMemberOptions & { host?: string } = {}) {
  const member = await createMember(app, options);
  const at = host ?? brandApiHost(options.brand);
  const { jar } = await signIn(app, { loginId: member.loginId, password: member.password }, at);
  return { ...member, jar, host: at };
}
