import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
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
  gender?: string | null;
  birthday?: string | null;
  phone?: string | null;
  countryCode?: number | null;
  isForeigner?: boolean;
  isAdult?: boolean;
  recommendId?: string | null;
  partnerCode?: string | null;
  /** brand-config id of the site they signed up on */
  brand?: string;
}

/** What a password sign-in reads of a member: the hash, what decides the answer, and what the session and `me` carry. */
export type SignInMember = Pick<MemberRow, 'id' | 'loginId' | 'passwordHash' | 'nickname' | 'role' | 'status' | 'expiredAt'>;

export function membersRepository(db: Db) {
  // every sign-in reads it: built once, a named statement planned once per connection, of the columns sign-in needs
  const signInByLoginId = db
    .select({ id: members.id, loginId: members.loginId, passwordHash: members.passwordHash, nickname: members.nickname, role: members.role, status: members.status, expiredAt: members.expiredAt })
    .from(members)
    .where(eq(members.loginId, sql.placeholder('loginId')))
    .limit(1)
    .prepare('member_for_sign_in');
  return {
    async findByLoginId(loginId: string, tx: Db = db): Promise<MemberRow | undefined> {
      const [row] = await tx.select().from(members).where(eq(members.loginId, loginId)).limit(1);
      return row;
    },
    /** The member a password sign-in names (SignInMember). */
    async findForSignIn(loginId: string): Promise<SignInMember | undefined> {
      const [row] = await signInByLoginId.execute({ loginId });
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
    async findByNickname(nickname: string, tx: Db = db): Promise<MemberRow | undefined> {
      const [row] = await tx.select().from(members).where(eq(members.nickname, nickname)).limit(1);
      return row;
    },
    /**
     * Members (not withdrawn) registered with this phone number, oldest first (find-id). `phone`
     * may list the forms one number can be stored in (phoneNumberForms of @luvcast/contracts).
     */
    async findByPhone(phone: string | readonly string[], countryCode: number | null, tx: Db = db): Promise<MemberRow[]> {
      const forms = typeof phone === 'string' ? [phone] : [...phone];
      const where = countryCode === null
        ? and(inArray(members.phone, forms), isNull(members.expiredAt))
        : and(inArray(members.phone, forms), eq(members.countryCode, countryCode), isNull(members.expiredAt));
      return tx.select().from(members).where(where).orderBy(members.id);
    },
    async setPasswordHash(id: number, passwordHash: string, tx: Db = db): Promise<void> {
      await tx.update(members).set({ passwordHash }).where(eq(members.id, id));
    },
    /** Membership withdrawal: stamps expired_at (the row stays for the ledger). */
    async expire(id: number, tx: Db = db): Promise<void> {
      await tx.update(members).set({ expiredAt: sql`now()` }).where(and(eq(members.id, id), isNull(members.expiredAt)));
    },
    /**
     * A signed-in member's identity verification (POST /api/my/personal-auth): PI set and the
     * verified facts copied as sign-up copies them. Only a member not yet verified and not
     * withdrawn is changed; false when the row did not qualify (verified meanwhile, withdrawn).
     */
    async applyIdentity(
      id: number,
      facts: { name: string; birthday: string | null; gender: string | null; phone: string | null; countryCode: number | null; isAdult: boolean },
      tx: Db = db,
    ): Promise<boolean> {
      const rows = await tx
        .update(members)
        .set({ ...facts, identityVerified: true })
        .where(and(eq(members.id, id), eq(members.identityVerified, false), isNull(members.expiredAt)))
        .returning({ id: members.id });
      return rows.length === 1;
    },
    /** Sets (or clears) the stored profile image; answers the one it replaced. */
    async setProfileImage(id: number, profileImage: string | null): Promise<string | null> {
      // one transaction: two changes at once each get the image the other replaced, none is lost
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [before] = await tx.select({ profileImage: members.profileImage }).from(members).where(eq(members.id, id)).for('update');
        await tx.update(members).set({ profileImage }).where(eq(members.id, id));
        return before?.profileImage ?? null;
      });
    },
    async setRole(id: number, role: MemberRole, tx: Db = db): Promise<void> {
      await tx.update(members).set({ role }).where(eq(members.id, id));
    },
    /**
     * Operators' member search: login ID equal to `query` or starting with it (lower case), or
     * nickname starting with it; one brand (`brand`) or all (null). Login ID order.
     */
    async search(filter: { query: string; brand: string | null }, page: { offset: number; limit: number }, tx: Db = db): Promise<{ list: MemberRow[]; total: number }> {
      const prefix = (q: string) => `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const where = and(
        or(sql`${members.loginId} like ${prefix(filter.query.toLowerCase())}`, sql`${members.nickname} like ${prefix(filter.query)}`),
        filter.brand === null ? undefined : eq(members.brand, filter.brand),
      );
      const list = await tx.select().from(members).where(where).orderBy(members.loginId).offset(page.offset).limit(page.limit);
      const [{ total }] = await tx.select({ total: sql<number>`count(*)::int` }).from(members).where(where);
      return { list, total: Number(total) };
    },
    async count(tx: Db = db): Promise<number> {
      const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(members);
      return Number(row.n);
    },
  };
}
export type MembersRepository = ReturnType<typeof membersRepository>;
