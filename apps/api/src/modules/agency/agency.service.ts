import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brands } from '@luvcast/brand-config';
import {
  AGENCY_CONTRACT_LINK_TTL_S,
  AGENCY_CONTRACT_MAX_BYTES,
  AGENCY_INVITE_TTL_DAYS,
  type AdminAgencyInviteView,
  type AdminAgencyView,
  type AgencyCreateBody,
  type AgencyInviteFields,
  type AgencyInviteResponseType,
  type AgencyInviteStatus,
  type AgencyInviteView,
} from '@luvcast/contracts';
import { isUniqueViolation, type AdminAgencyInvite, type AgencyInviteWithAgency, type Db } from '@luvcast/db';
import { staffMay, staffScope } from '../../plugins/app/auth';
import { refusal } from '../../plugins/app/errors';
import type { App, AuthedMember, Refusal } from '../../types';
import { cleanFileName, sniffUpload, type UploadedFile } from '../../uploads';
import { deriveKey } from '../auth/tokens';

export type AgencyServiceDeps = Pick<App, 'config' | 'db' | 'agencies' | 'members' | 'operatorActions' | 'log'>;

/** What a contract may be (by its bytes). */
const CONTRACT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/gif'];
const DAY_MS = 86_400_000;

const statusOf = (i: AgencyInviteWithAgency, now = Date.now()): AgencyInviteStatus =>
  i.status === 'pending' && i.expiresAt.getTime() <= now ? 'expired' : (i.status as AgencyInviteStatus);

const viewOf = (i: AgencyInviteWithAgency): AgencyInviteView => ({
  id: i.id,
  agency: { id: i.agencyId, name: i.agencyName },
  sharePercent: i.sharePercent,
  message: i.message,
  status: statusOf(i),
  unread: !i.readAt,
  contractName: i.contractName,
  contractType: i.contractType,
  expiresAt: i.expiresAt.toISOString(),
  respondedAt: i.respondedAt?.toISOString() ?? null,
  createdAt: i.createdAt.toISOString(),
});
const adminViewOf = (i: AdminAgencyInvite): AdminAgencyInviteView => ({
  ...viewOf(i),
  agency: { id: i.agencyId, name: i.agencyName, brand: i.agencyBrand },
  member: { loginId: i.loginId, nickname: i.nickname, brand: i.memberBrand },
  invitedBy: i.invitedByLoginId,
});

/**
 * Agency (MCN) invitations. Operators (role O: every brand; role S: their brand's agencies and
 * members) create agencies and invite a member with a contract file (PDF or image by its bytes,
 * kept under UPLOAD_DIR/agency-contracts, which no static route serves); every operator write is
 * logged in its transaction. The member reads their invites (someone else's is "not found"),
 * downloads the contract through a signed link valid AGENCY_CONTRACT_LINK_TTL_S (an HMAC over the
 * invite, its file and the expiry, with a key derived from JWT_SECRET: any instance checks it,
 * no session needed, so it opens in a new tab or a native app), and answers once while it is
 * pending and unexpired. One agency at a time: accepting while in another agency is refused (409).
 */
export function createAgencyService(app: AgencyServiceDeps) {
  const dir = () => path.resolve(app.config.uploadDir, 'agency-contracts');
  const fileOf = (relative: string) => {
    const file = path.resolve(app.config.uploadDir, relative);
    return file.startsWith(dir() + path.sep) ? file : null;
  };
  const linkKey = () => deriveKey(app.config.jwtSecret, 'agency-contract-link');
  const sign = (id: number, expires: number, contractPath: string) => createHmac('sha256', linkKey()).update(`agency-contract:${id}:${expires}:${contractPath}`).digest('base64url');

  /** The member's own invite, or null (anyone else's is never told apart from a missing one). */
  async function own(member: AuthedMember, id: number) {
    const row = await app.agencies.findInvite(id);
    return row && row.memberId === member.id ? row : null;
  }

  /** An invite an operator may manage: its agency and its member both in their brand (role S). */
  async function staffSees(staff: AuthedMember, id: number) {
    const row = await app.agencies.findForStaff(id);
    return row && staffMay(staff, row.agencyBrand) && staffMay(staff, row.memberBrand) ? row : null;
  }

  return {
    // ---- the invited member

    async hasNew(member: AuthedMember) {
      const count = await app.agencies.unreadPending(member.id);
      return { hasNew: count > 0, count };
    },

    async list(member: AuthedMember, page: { offset: number; limit: number }) {
      const r = await app.agencies.listOf(member.id, page);
      return { list: r.list.map(viewOf), total: r.total, ...page };
    },

    /** The member's own invite; opening it marks it read (it leaves has-new). */
    async get(member: AuthedMember, id: number): Promise<AgencyInviteView | Refusal> {
      const row = await own(member, id);
      if (!row) return refusal('agency.invite.notFound', 404);
      if (!row.readAt) await app.agencies.markRead(id, member.id);
      return { ...viewOf(row), unread: false };
    },

    /** Accepts or rejects the member's pending, unexpired invite (one transaction in the repository). */
    async respond(member: AuthedMember, id: number, type: AgencyInviteResponseType): Promise<AgencyInviteView | Refusal> {
      const outcome = await app.agencies.respond(id, member.id, type === 'accept');
      if (outcome === 'notFound') return refusal('agency.invite.notFound', 404);
      if (outcome === 'answered') return refusal('agency.invite.answered', 409);
      if (outcome === 'expired') return refusal('agency.invite.expired', 409);
      if (outcome === 'otherAgency') return refusal('agency.invite.otherAgency', 409);
      app.log.info({ member: member.loginId, invite: id, type }, 'agency invite answered');
      return viewOf((await app.agencies.findInvite(id))!);
    },

    /** A signed link to the contract of the member's own invite: `path` is relative to the API origin. */
    async contractLink(member: AuthedMember, id: number, now = Date.now()): Promise<{ path: string; expiresAt: string } | Refusal> {
      const row = await own(member, id);
      if (!row) return refusal('agency.invite.notFound', 404);
      const expires = Math.floor(now / 1000) + AGENCY_CONTRACT_LINK_TTL_S;
      return { path: `/api/agency-contracts/${id}?expires=${expires}&signature=${sign(id, expires, row.contractPath)}`, expiresAt: new Date(expires * 1000).toISOString() };
    },

    /**
     * The contract a signed link names: 403 for an expired, altered or unknown link (an unsigned
     * probe learns nothing about ids), 404 when the file itself is gone.
     */
    async contractFile(id: number, expires: number, signature: string, now = Date.now()): Promise<{ bytes: Buffer; name: string; contentType: string } | Refusal> {
      const bad = refusal('agency.contract.link', 403);
      if (expires * 1000 <= now || expires * 1000 > now + AGENCY_CONTRACT_LINK_TTL_S * 1000 + 60_000) return bad;
      const row = await app.agencies.findInvite(id);
      if (!row) return bad;
      const expected = Buffer.from(sign(id, expires, row.contractPath));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return bad;
      const file = fileOf(row.contractPath);
      const bytes = file ? await readFile(file).catch(() => null) : null;
      return bytes ? { bytes, name: row.contractName, contentType: row.contractType } : refusal('agency.invite.notFound', 404);
    },

    // ---- operators

    async createAgency(staff: AuthedMember, body: AgencyCreateBody & { name: string }): Promise<AdminAgencyView | Refusal> {
      const scope = staffScope(staff);
      const brand = body.brand ?? scope ?? staff.brand;
      if (!Object.hasOwn(brands, brand)) return refusal('agency.brand', 400);
      if (!staffMay(staff, brand)) return refusal('common.forbidden', 403);
      try {
        const row = await app.db.transaction(async (t) => {
          const tx = t as unknown as Db;
          const created = await app.agencies.create({ name: body.name, brand }, tx);
          await app.operatorActions.record({ operatorId: staff.id, action: 'agency.create', targetType: 'agency', targetId: created.id, detail: { name: created.name, brand } }, tx);
          return created;
        });
        return { id: row.id, name: row.name, brand: row.brand, members: 0, createdAt: row.createdAt.toISOString() };
      } catch (err) {
        if (isUniqueViolation(err, 'agencies_name_key')) return refusal('agency.nameTaken', 409);
        throw err;
      }
    },

    async agencies(staff: AuthedMember): Promise<{ list: AdminAgencyView[] }> {
      const rows = await app.agencies.list(staffScope(staff) ?? null);
      return { list: rows.map((a) => ({ id: a.id, name: a.name, brand: a.brand, members: a.members, createdAt: a.createdAt.toISOString() })) };
    },

    /**
     * Sends an invite with its contract: the file is checked by its bytes and written first, then
     * the invite and the operators' log in one transaction (the file is removed again if that
     * fails). A pending invite of the same agency to the member that has expired is cancelled by
     * the new one; one still open is refused (409 agency.invite.open).
     */
    async invite(staff: AuthedMember, fields: AgencyInviteFields, files: UploadedFile[]): Promise<AdminAgencyInviteView | Refusal> {
      const agency = await app.agencies.find(fields.agencyId);
      if (!agency || !staffMay(staff, agency.brand)) return refusal('agency.notFound', 404);
      const invitee = await app.members.findByLoginId(fields.loginId);
      if (!invitee || invitee.status !== 'active' || invitee.expiredAt || !staffMay(staff, invitee.brand)) return refusal('agency.invite.member', 404);
      if (files.length !== 1) return refusal('agency.contract.required', 400);
      const [f] = files;
      if (f.truncated || f.bytes.length > AGENCY_CONTRACT_MAX_BYTES) return refusal('agency.contract.size', 413);
      const kind = f.bytes.length ? sniffUpload(f.bytes, CONTRACT_TYPES) : null;
      if (!kind) return refusal('agency.contract.type', 415);
      const name = cleanFileName(f.name, kind);
      if (!name) return refusal('agency.contract.name', 400);
      const contractPath = `agency-contracts/${invitee.id}-${randomUUID()}.${kind.ext}`;
      let sent: number;
      try {
        await mkdir(dir(), { recursive: true, mode: 0o700 });
        await writeFile(fileOf(contractPath)!, f.bytes, { mode: 0o600 });
        const id = await app.db.transaction(async (t) => {
          const tx = t as unknown as Db;
          await app.agencies.cancelExpired(agency.id, invitee.id, tx);
          const row = await app.agencies.invite(
            { agencyId: agency.id, memberId: invitee.id, invitedBy: staff.id, message: fields.message, sharePercent: fields.sharePercent, contractPath, contractName: name, contractType: kind.type, expiresAt: new Date(Date.now() + AGENCY_INVITE_TTL_DAYS * DAY_MS) },
            tx,
          );
          await app.operatorActions.record({ operatorId: staff.id, action: 'agencyInvite.send', targetType: 'agencyInvite', targetId: row.id, detail: { agencyId: agency.id, loginId: invitee.loginId, sharePercent: fields.sharePercent } }, tx);
          return row.id;
        });
        sent = id;
      } catch (err) {
        // the invite was not saved: its file goes
        const file = fileOf(contractPath);
        if (file) await unlink(file).catch((e: NodeJS.ErrnoException) => e.code === 'ENOENT' || app.log.error({ err: e, file: contractPath }, 'agency contract not removed'));
        if (isUniqueViolation(err, 'agency_invites_open_key')) return refusal('agency.invite.open', 409);
        throw err;
      }
      app.log.info({ operator: staff.loginId, invite: sent, agency: agency.id }, 'agency invite sent');
      return adminViewOf((await app.agencies.findForStaff(sent))!);
    },

    async queue(staff: AuthedMember, status: AgencyInviteStatus | undefined, page: { offset: number; limit: number }) {
      const r = await app.agencies.queue({ brand: staffScope(staff) ?? null, status }, page);
      return { list: r.list.map(adminViewOf), total: r.total };
    },

    /** Cancels a pending invite (logged in the same transaction); the member can no longer answer it. */
    async cancel(staff: AuthedMember, id: number): Promise<AdminAgencyInviteView | Refusal> {
      if (!(await staffSees(staff, id))) return refusal('agency.invite.notFound', 404);
      const cancelled = await app.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const row = await app.agencies.cancel(id, tx);
        if (row) await app.operatorActions.record({ operatorId: staff.id, action: 'agencyInvite.cancel', targetType: 'agencyInvite', targetId: id }, tx);
        return row;
      });
      if (!cancelled) return refusal('agency.invite.answered', 409);
      return adminViewOf((await app.agencies.findForStaff(id))!);
    },
  };
}
export type AgencyService = ReturnType<typeof createAgencyService>;
