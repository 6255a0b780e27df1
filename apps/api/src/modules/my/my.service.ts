import { randomUUID } from 'node:crypto';
import { unlink } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  PASSWORD_CHANGE_ATTEMPTS,
  PASSWORD_CHANGE_WINDOW_S,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_PATH,
  PROFILE_IMAGE_PER_MINUTE,
  PROFILE_IMAGE_PIXELS,
  PROFILE_IMAGE_TYPES,
  type OwnProfile,
  type PasswordChangeBody,
  type Profile,
} from '@luvcast/contracts';
import { hashPassword, verifyPassword } from '@luvcast/server-auth';
import type { Db, MemberRow } from '@luvcast/db';
import { perMinute, refusal } from '../../plugins/app/errors';
import type { App, AuthedMember, Refusal } from '../../types';
import { MAX_IMAGE_PIXELS, readStoredFile, sniffUpload, storeFile, type UploadedFile } from '../../uploads';
import { meOf } from '../auth/auth.service';

export type MyServiceDeps = Pick<App, 'db' | 'members' | 'channels' | 'sessions' | 'config' | 'rateLimits' | 'log'>;

/** A stored profile image's file name: `{memberId}-{uuid}.webp` (nothing else is ever served). */
export const PROFILE_IMAGE_FILE_RE = /^[1-9]\d{0,9}-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/** The signed-in member's own pages: the profile (`me` plus PI and the profile image). */
export function createMyService(app: MyServiceDeps) {
  const dir = () => path.resolve(app.config.uploadDir, 'profile');
  const fileOf = (name: string) => (PROFILE_IMAGE_FILE_RE.test(name) ? path.join(dir(), name) : null);
  const nameOf = (stored: string | null) => (stored?.startsWith(PROFILE_IMAGE_PATH) ? stored.slice(PROFILE_IMAGE_PATH.length) : null);

  const service = {
    /**
     * The profile of the caller's member row (read with the session by the auth plugin:
     * app.identify -> sessions + members repositories); `profileImage` is the stored path,
     * made absolute by the route.
     */
    profile(member: MemberRow): Profile {
      return { ...meOf(member), PI: member.identityVerified, profileImage: member.profileImage };
    },
    /**
     * GET /api/my/profile: the profile plus the member's numeric id and their channel's id (null
     * before the channel is registered), which the original service's programs read (ADR 0010).
     */
    async ownProfile(member: MemberRow): Promise<OwnProfile> {
      return { ...service.profile(member), id: member.id, channelId: await app.channels.idOfOwner(member.id) };
    },
    /** Counts a change against the member's limit (before the body is read). */
    async admitProfileImage(member: AuthedMember): Promise<Refusal | null> {
      return perMinute(app.rateLimits, `profile-image:${member.id}`, PROFILE_IMAGE_PER_MINUTE, 'my.profileImage.tooMany');
    },
    /**
     * PUT /api/my/profile: a new profile image (JPG, PNG or GIF by its bytes, 5 MB, at most 40
     * megapixels by its header), re-encoded by sharp as a 256 px WebP square without its metadata
     * and kept under UPLOAD_DIR/profile; or none (`file` null). The image it replaces is removed.
     */
    async setProfileImage(member: AuthedMember, file: UploadedFile | null): Promise<MemberRow | Refusal> {
      let stored: string | null = null;
      if (file) {
        if (file.truncated || file.bytes.length > PROFILE_IMAGE_MAX_BYTES) return refusal('my.profileImage.size', 413);
        const kind = file.bytes.length ? sniffUpload(file.bytes, PROFILE_IMAGE_TYPES) : null;
        if (!kind) return refusal('my.profileImage.type', 415);
        let webp: Buffer;
        try {
          webp = await sharp(file.bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', animated: false })
            .rotate()
            .resize(PROFILE_IMAGE_PIXELS, PROFILE_IMAGE_PIXELS, { fit: 'cover', position: 'centre' })
            .webp({ quality: 82 })
            .toBuffer();
        } catch (err) {
          // a header that looked right over bytes that do not decode
          app.log.info({ err }, 'profile image not decodable');
          return refusal('my.profileImage.type', 415);
        }
        const name = `${member.id}-${randomUUID()}.webp`;
        await storeFile(dir(), name, webp);
        stored = `${PROFILE_IMAGE_PATH}${name}`;
      }
      let previous: string | null;
      try {
        previous = await app.members.setProfileImage(member.id, stored);
      } catch (err) {
        const written = fileOf(nameOf(stored) ?? '');
        if (written) await unlink(written).catch(() => undefined);
        throw err;
      }
      const old = fileOf(nameOf(previous) ?? '');
      if (old) await unlink(old).catch((e: NodeJS.ErrnoException) => e.code === 'ENOENT' || app.log.error({ err: e, file: old }, 'old profile image not removed'));
      return { ...member.row, profileImage: stored };
    },
    /**
     * PUT /api/my/password: the current password first (PASSWORD_CHANGE_ATTEMPTS tries per
     * PASSWORD_CHANGE_WINDOW_S, counted before the hash is checked), then the new one; every other
     * session of the member ends in the same transaction, the caller's stays.
     */
    async changePassword(member: AuthedMember, body: PasswordChangeBody): Promise<{ result: 'ok'; endedSessions: number } | Refusal> {
      if ((await app.rateLimits.hit(`password-change:${member.id}`, PASSWORD_CHANGE_WINDOW_S)) > PASSWORD_CHANGE_ATTEMPTS) {
        return refusal('my.password.tooMany', 429, { params: { minutes: PASSWORD_CHANGE_WINDOW_S / 60 } });
      }
      if (!(await verifyPassword(member.row.passwordHash, body.currentPassword))) return refusal('my.password.current', 400);
      if (body.password === body.currentPassword) return refusal('my.password.same', 400);
      const passwordHash = await hashPassword(body.password);
      const endedSessions = await app.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        await app.members.setPasswordHash(member.id, passwordHash, tx);
        return app.sessions.revokeAllOfMember(member.id, tx, member.sessionId);
      });
      return { result: 'ok', endedSessions };
    },
    /** The bytes of a stored profile image (null: no such file). */
    async profileImageFile(name: string): Promise<Buffer | null> {
      return readStoredFile(dir(), name, PROFILE_IMAGE_FILE_RE);
    },
  };
  return service;
}
export type MyService = ReturnType<typeof createMyService>;
