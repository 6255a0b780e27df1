import { randomUUID } from 'node:crypto';
import { unlink } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { brands } from '@luvcast/brand-config';
import {
  CS_STATIC_FILE_RE,
  CS_STATIC_MAX_BYTES,
  CS_STATIC_PATH,
  CS_STATIC_TYPES,
  type AdminNotice,
  type AdminNoticeBody,
  type NoticeKind,
  type NoticeListPage,
} from '@luvcast/contracts';
import type { Db, NoticeRow } from '@luvcast/db';
import { refusal } from '../../plugins/app/errors';
import { staffScope } from '../../plugins/app/auth';
import type { App, AuthedMember, Refusal } from '../../types';
import { IMAGE_TYPE_OF_EXT, MAX_IMAGE_PIXELS, readStoredFile, sniffUpload, storeFile, type UploadedFile } from '../../uploads';

export type NoticesServiceDeps = Pick<App, 'config' | 'db' | 'notices' | 'operatorActions' | 'log'>;

const publicOf = (n: NoticeRow) => ({ id: n.id, title: n.title, content: n.content, isImportant: n.isImportant, createdAt: n.createdAt.toISOString() });
const adminOf = (n: NoticeRow & { authorLoginId: string | null }): AdminNotice => ({
  id: n.id,
  kind: n.kind as NoticeKind,
  brand: n.brand,
  title: n.title,
  content: n.content,
  isImportant: n.isImportant,
  authorLoginId: n.authorLoginId,
  createdAt: n.createdAt.toISOString(),
  updatedAt: n.updatedAt?.toISOString() ?? null,
});

/**
 * Notices, developer notices and guides (one table, `kind`): the public lists of a brand (its own
 * rows and the every-brand ones), the operators' writing (role O any brand, role S their brand's
 * own rows only; every write logged in operator_actions in its transaction) and the images
 * operators upload for them (UPLOAD_DIR/cs-static, served publicly).
 */
export function createNoticesService(app: NoticesServiceDeps) {
  const staticDir = () => path.resolve(app.config.uploadDir, 'cs-static');

  /** The row when this operator may change it (role S: rows of exactly their brand). */
  async function staffRow(staff: AuthedMember, id: number, tx?: Db) {
    const row = await app.notices.find(id, tx);
    const scope = staffScope(staff);
    return row && (scope === null || row.brand === scope) ? row : null;
  }
  /** The body's brand is a brand, and one this operator writes for. */
  function brandRefusal(staff: AuthedMember, brand: string | null): Refusal | null {
    if (brand !== null && !Object.hasOwn(brands, brand)) return refusal('cs.notice.brand', 400);
    const scope = staffScope(staff);
    return scope === null || scope === brand ? null : refusal('cs.notice.brandForbidden', 403);
  }
  const detailOf = (n: NoticeRow) => ({ kind: n.kind, brand: n.brand, title: n.title, isImportant: n.isImportant });
  const withAuthor = (n: NoticeRow, staff: AuthedMember) => adminOf({ ...n, authorLoginId: staff.loginId });

  return {
    /** A page of one kind shown on `brand` (its own rows and every brand's), important ones first, then the newest. */
    async list(kind: NoticeKind, brand: string, page: NoticeListPage) {
      const { list, total } = await app.notices.list(page, { kind, brand });
      return { list: list.map(publicOf), total };
    },

    // ---- operators

    async staffList(staff: AuthedMember, kind: NoticeKind | undefined, page: { offset: number; limit: number }) {
      const scope = staffScope(staff);
      const { list, total } = await app.notices.listForStaff(page, { kind, ...(scope === null ? {} : { ownBrand: scope ?? '' }) });
      return { list: list.map(adminOf), total };
    },

    async create(staff: AuthedMember, body: AdminNoticeBody): Promise<AdminNotice | Refusal> {
      const refused = brandRefusal(staff, body.brand);
      if (refused) return refused;
      const row = await app.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const created = await app.notices.create({ ...body, authorId: staff.id }, tx);
        await app.operatorActions.record({ operatorId: staff.id, action: 'notice.create', targetType: 'notice', targetId: created.id, detail: detailOf(created) }, tx);
        return created;
      });
      app.log.info({ operator: staff.loginId, notice: row.id, kind: row.kind }, 'notice written');
      return withAuthor(row, staff);
    },

    async update(staff: AuthedMember, id: number, body: AdminNoticeBody): Promise<AdminNotice | Refusal> {
      if (!(await staffRow(staff, id))) return refusal('cs.notice.notFound', 404);
      const refused = brandRefusal(staff, body.brand);
      if (refused) return refused;
      const row = await app.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        // checked again inside the transaction: another operator may have removed or moved it
        const before = await staffRow(staff, id, tx);
        if (!before) return null;
        const changed = await app.notices.update(id, { ...body, authorId: staff.id }, tx);
        if (changed) await app.operatorActions.record({ operatorId: staff.id, action: 'notice.update', targetType: 'notice', targetId: id, detail: { before: detailOf(before), after: detailOf(changed) } }, tx);
        return changed ?? null;
      });
      if (!row) return refusal('cs.notice.notFound', 404);
      return withAuthor(row, staff);
    },

    async remove(staff: AuthedMember, id: number): Promise<{ id: number } | Refusal> {
      const removed = await app.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        if (!(await staffRow(staff, id, tx))) return null;
        const row = await app.notices.remove(id, tx);
        if (row) await app.operatorActions.record({ operatorId: staff.id, action: 'notice.delete', targetType: 'notice', targetId: id, detail: detailOf(row) }, tx);
        return row ?? null;
      });
      if (!removed) return refusal('cs.notice.notFound', 404);
      app.log.info({ operator: staff.loginId, notice: id }, 'notice deleted');
      return { id };
    },

    /**
     * POST /api/admin/cs-static: an image (PNG, JPEG, WebP or GIF by its bytes, CS_STATIC_MAX_BYTES,
     * at most 40 megapixels by its header), re-encoded in the same format without its metadata and
     * kept as `{uuid}.{ext}` under UPLOAD_DIR/cs-static; the upload is logged. Answers its public path.
     */
    async upload(staff: AuthedMember, file: UploadedFile): Promise<{ url: string } | Refusal> {
      if (file.truncated || file.bytes.length > CS_STATIC_MAX_BYTES) return refusal('cs.static.size', 413);
      const kind = file.bytes.length ? sniffUpload(file.bytes, CS_STATIC_TYPES) : null;
      if (!kind) return refusal('cs.static.type', 415);
      let bytes: Buffer;
      try {
        // re-encoded in its own format (every frame of an animation): what does not decode is refused,
        // and the metadata (EXIF: a photo's place and camera) is left behind; a JPEG is turned upright first
        const image = sharp(file.bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', animated: kind.ext === 'gif' || kind.ext === 'webp' });
        bytes = await (kind.ext === 'jpg' ? image.rotate().jpeg({ quality: 90 }) : kind.ext === 'png' ? image.png() : kind.ext === 'webp' ? image.webp({ quality: 90 }) : image.gif()).toBuffer();
      } catch (err) {
        app.log.info({ err }, 'cs static image not decodable');
        return refusal('cs.static.type', 415);
      }
      const id = randomUUID();
      const name = `${id}.${kind.ext}`;
      await storeFile(staticDir(), name, bytes);
      try {
        await app.operatorActions.record({ operatorId: staff.id, action: 'csStatic.upload', targetType: 'cs_static', targetId: id, detail: { file: name, type: kind.type, size: bytes.length } });
      } catch (err) {
        await unlink(path.join(staticDir(), name)).catch(() => undefined);
        throw err;
      }
      app.log.info({ operator: staff.loginId, file: name }, 'cs static image uploaded');
      return { url: `${CS_STATIC_PATH}${name}` };
    },

    /** GET /api/cs/static/{file}: the stored bytes and their type (by the extension the server gave), or null. */
    async staticFile(name: string): Promise<{ bytes: Buffer; type: string } | null> {
      const bytes = await readStoredFile(staticDir(), name, CS_STATIC_FILE_RE);
      const type = IMAGE_TYPE_OF_EXT[name.slice(name.lastIndexOf('.') + 1)];
      return bytes && type ? { bytes, type } : null;
    },
  };
}
export type NoticesService = ReturnType<typeof createNoticesService>;
