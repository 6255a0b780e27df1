import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Brand } from '@luvcast/brand-config';
import { isRuleKind, PLATFORM_SWITCH_NAMES, SOCIAL_LOGIN_SWITCH, type ChannelingSwitching, type ServerLocale, type SocialProvider } from '@luvcast/contracts';
import { ping } from '@luvcast/db';
import { refusal } from '../../plugins/app/errors';
import { STATIC_DIR } from '../../plugins/external/static-files';
import type { App, Refusal } from '../../types';

export type SiteServiceDeps = Pick<App, 'db' | 'siteFlags' | 'banners' | 'emoticons' | 'siteFlagsChanged' | 'themes' | 'popups'>;

/** What a brand offers (brand-config); operators can only switch these off platform-wide. */
export function brandSwitchDefaults(brand: Brand): ChannelingSwitching {
  const f = brand.features;
  return {
    broadcast: true,
    broadcasting: true,
    adultBroadcast: f.adultBroadcast,
    adultPlusBroadcast: f.adultBroadcast,
    isSnsLoginKakao: f.social.kakao,
    isSnsLoginNaver: f.social.naver,
    isSnsLoginGoogle: f.social.google,
    isSnsLoginTwitch: f.social.twitch,
  };
}

/**
 * The site as every visitor sees it: maintenance and emergency flags, platform switches, health,
 * server time, themes, logos, banners, the emoticon catalogue and the terms documents.
 */
export function createSiteService(app: SiteServiceDeps) {
  // one text per kind and server locale: rules/<kind>.txt (ko) and rules/<kind>.en.txt (en)
  const rulesCache = new Map<string, string>();

  const service = {
    /** A database round trip; throws when the database does not answer. */
    ping: () => ping(app.db),

    /** The first render's maintenance / emergency flags (spec spelling `isMantenace`). */
    async status() {
      const flags = await app.siteFlags.getMany(['maintenance', 'emergency']);
      return { isMantenace: flags['maintenance'] === 'on', isEmergency: flags['emergency'] === 'on' };
    },

    /**
     * Operators switch maintenance, emergency (on while true) and platform switches (site flag
     * `switch:<name>`); this instance drops its cached maintenance flag at once, others within 1 s.
     */
    async setFlags(input: { maintenance?: boolean; emergency?: boolean; switches?: Record<string, boolean> }) {
      if (input.maintenance !== undefined) await app.siteFlags.set('maintenance', input.maintenance ? 'on' : 'off');
      if (input.emergency !== undefined) await app.siteFlags.set('emergency', input.emergency ? 'on' : 'off');
      for (const [name, on] of Object.entries(input.switches ?? {})) await app.siteFlags.set(`switch:${name}`, on ? 'on' : 'off');
      app.siteFlagsChanged();
      return service.status();
    },

    /**
     * The platform switches of GET /api/guest/channeling-switching for a brand: on when the brand
     * offers the feature and no operator switched it off (site flag `switch:<name>` = off, set by
     * PUT /api/admin/site-flags or `npm run site`).
     */
    async platformSwitches(brand: Brand): Promise<ChannelingSwitching> {
      const flags = await app.siteFlags.getMany(PLATFORM_SWITCH_NAMES.map((n) => `switch:${n}` as const));
      const defaults = brandSwitchDefaults(brand);
      return Object.fromEntries(PLATFORM_SWITCH_NAMES.map((n) => [n, defaults[n] && flags[`switch:${n}`] !== 'off'])) as ChannelingSwitching;
    },

    /** Is social login with `provider` switched on for the brand? */
    async socialLoginOn(brand: Brand, provider: SocialProvider): Promise<boolean> {
      return (await service.platformSwitches(brand))[SOCIAL_LOGIN_SWITCH[provider]];
    },

    /** Server time (clients correct their clock with it). */
    time() {
      const d = new Date();
      return { now: d.toISOString(), epochMs: d.getTime() };
    },

    /** The broadcast themes the brand offers, as the broadcaster app reads them: key the id, value the code, text the label. */
    themes: async (brand: Brand) => (await app.themes.forBrand(brand.id)).map((t) => ({ key: t.id, value: t.code, text: t.label })),

    /** The brand's logos showing now (rows of the logos table); `current` marks the one to show, the first. */
    async logos(brand: Brand) {
      const rows = await app.popups.logos(brand.id);
      return { list: rows.map((l, i) => ({ brand: l.brand, name: brand.name, text: l.text, src: l.src, current: i === 0 })) };
    },

    /** The brand's active banners in display order (stored image paths). */
    banners: (brand: Brand) => app.banners.listActive(brand.id),

    /**
     * The active emoticons: a page of the catalogue (type, then order) or newest first, filtered by
     * group and title; the signed-in member's favourites marked and first (`option=favorite`: only
     * them, none for a guest).
     */
    emoji: (q: { type?: string; title?: string; offset: number; limit: number; option: '' | 'latest' | 'favorite'; memberId: number | null }) =>
      app.emoticons.list({
        type: q.type || undefined,
        title: q.title?.trim() || undefined,
        offset: q.offset,
        limit: q.limit,
        order: q.option === 'latest' ? 'latest' : 'catalogue',
        memberId: q.memberId ?? undefined,
        favoritesOnly: q.option === 'favorite',
      }),

    /** Marks or unmarks an emoticon as one of the member's favourites (idempotent); 404 unknown or inactive emoticon. */
    async changeFavoriteEmoticon(memberId: number, emoticonId: number, isFavorite: boolean): Promise<Refusal | { emoticonId: number; isFavorite: boolean }> {
      return (await app.emoticons.setFavorite(memberId, emoticonId, isFavorite)) ? { emoticonId, isFavorite } : refusal('common.notFound', 404, { code: false });
    },

    /** The emoticon catalogue is reference data: added to existing databases too (on conflict do nothing). */
    seedReferenceData: () => app.emoticons.ensureSeeded(),

    /** A terms document (static/rules) in the server locale; null for an unknown kind. */
    async rules(kind: string, locale: ServerLocale): Promise<string | null> {
      if (!isRuleKind(kind)) return null;
      const file = locale === 'en' ? `${kind}.en.txt` : `${kind}.txt`;
      let text = rulesCache.get(file);
      if (text === undefined) {
        text = await readFile(path.join(STATIC_DIR, 'rules', file), 'utf8');
        rulesCache.set(file, text);
      }
      return text;
    },
  };
  return service;
}
export type SiteService = ReturnType<typeof createSiteService>;
