import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { members, type MemberRole, type MemberRow, type MemberStatus } from '../schema';

export interface NewMember {
  loginId: string;
  passwordHash: string;
  nickname: string;
  name?: string;
  role?: MemberRole;
  status?: MemberStatus;
  identityVerified?: boolean;
  profileImage?: string | null;
}

export function membersRepository(db: Db) {
  return {
    async findByLoginId(loginId: string, tx: Db = db): Promise<MemberRow | undefined> {
      const [row] = await tx.select().from(members).where(eq(members.loginId, loginId)).limit(1);
      return row;
    },
    async findById(id: number, tx: Db = db): Promise<MemberRow | undefined> {
      const [row] = await tx.select().from(members).where(eq(members.id, id)).limit(1);
      return row;
    },
    async create(input: NewMember, tx: Db = db): Promise<MemberRow> {
      const [row] = await tx.insert(members).values(input).returning();
      return row;
    },
    async setStatus(id: number, status: MemberStatus, tx: Db = db): Promise<void> {
      await tx.update(members).set({ status }).where(eq(members.id, id));
    },
    async loginIdTaken(loginId: string, tx: Db = db): Promise<boolean> {
      const [row] = await tx.select({ id: members.id }).from(members).where(eq(members.loginId, loginId)).limit(1);
      return !!row;
    },
    async nicknameTaken(nickname: string, tx: Db = db): Promise<boolean> {
      const [row] = await tx.select({ id: members.id }).from(members).where(eq(members.nickname, nickname)).limit(1);
      return !!row;
    },
    async count(tx: Db = db): Promise<number> {
      const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(members);
      return Number(row.n);
    },
  };
}
export type MembersRepository = ReturnType<typeof membersRepository>;
