import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { ChatHttpService } from './modules/chat-http/chat-http.service';
import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { BrandId } from '@luvcast/brand-config';
import type { MessageKey, ServerLocale } from '@luvcast/contracts';
import type { Database, Db, MemberRow, Repositories } from '@luvcast/db';
import type { SessionCache } from './plugins/app/session-cache';
import type { PublicCache } from './plugins/app/public-cache';
import type { PublicReplay } from './plugins/app/public-replay';
import type { Config } from './config';
import type { Providers } from './providers';
import type { AccountService } from './modules/account/account.service';
import type { AdminService } from './modules/admin/admin.service';
import type { AgencyService } from './modules/agency/agency.service';
import type { AuthService } from './modules/auth/auth.service';
import type { CsService } from './modules/cs/cs.service';
import type { DeclarationsService } from './modules/cs/declarations.service';
import type { BoardsService } from './modules/cs/boards.service';
import type { NoticesService } from './modules/cs/notices.service';
import type { InquiriesService } from './modules/cs/inquiries.service';
import type { MessagesService } from './modules/my/messages.service';
import type { GuestService } from './modules/guest/guest.service';
import type { IngestService } from './modules/ingest/ingest.service';
import type { LiveService } from './modules/live/live.service';
import type { LuvService } from './modules/luv/luv.service';
import type { ShopService } from './modules/luv/shop.service';
import type { CouponsService } from './modules/luv/coupons.service';
import type { GiftsService } from './modules/luv/gifts.service';
import type { WithdrawalsService } from './modules/luv/withdrawals.service';
import type { BankAccountsService } from './modules/luv/bank-accounts.service';
import type { SubscriptionsService } from './modules/luv/subscriptions.service';
import type { ItemsService } from './modules/luv/items.service';
import type { ExchangeService } from './modules/luv/exchange.service';
import type { MyService } from './modules/my/my.service';
import type { MyPageService } from './modules/my/my-page.service';
import type { SiteService } from './modules/site/site.service';
import type { SocialService } from './modules/social/social.service';
import type { VerificationService } from './modules/verification/verification.service';
import type { ValibotTypeProvider } from './valibot';
import type { Answer, IdempotentRead, Keeper } from './plugins/app/idempotency';
import type PgBoss from 'pg-boss';

export type App = FastifyInstance<Server, IncomingMessage, ServerResponse, FastifyBaseLogger, ValibotTypeProvider>;
/** The routes of one resource (one file per URL resource, see docs/architecture.md "Inside the API"). */
export type RoutePlugin = FastifyPluginAsync<Record<never, never>, Server, ValibotTypeProvider>;

/** The caller, set by the auth plugin's `authenticate` preHandler. */
export interface AuthedMember {
  id: number;
  loginId: string;
  sessionId: string;
  /** the brand of the session, always the brand of the request host */
  brand: BrandId;
  row: MemberRow;
}

/**
 * Extra fields of an error body: `code: false` answers `{ msg }` alone (bodies the spec pins
 * without a code), a string `code` replaces the message key (e.g. `xsrf.mismatch`).
 */
export type FailExtra = { code?: string | false; params?: Record<string, string | number> } & Record<string, unknown>;
/** A refusal decided by a service, answered by its route with `reply.fail(refusal)`. */
export interface Refusal {
  refused: true;
  key: MessageKey;
  status: number;
  extra?: FailExtra;
}

/** What the session cookies carry (auth service -> `reply.setSessionCookies`). */
export interface IssuedSession {
  accessToken: string;
  /** absent: only the access cookie is set (a fresh access token for the same session) */
  refreshToken?: string;
  /** keep-me-logged-in: persistent cookies instead of browser-session ones */
  keep: boolean;
}
export interface SiteCookieOptions {
  httpOnly?: boolean;
  maxAge?: number;
}

declare module 'fastify' {
  interface FastifyInstance extends Repositories {
    config: Config;
    db: Db;
    /** LISTEN on a database channel (Database.listen): resolves with the unsubscribe */
    dbListen: Database['listen'];
    /** this instance's memory of active sessions (plugins/app/session-cache.ts) */
    sessionCache: SessionCache;
    publicCache: PublicCache;
    /** public reads answered before Fastify (plugins/app/public-replay.ts) */
    publicReplay: PublicReplay;
    /** preHandler: 401 `accessToken is not valid.` unless the access token and its session are valid */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler list for operator calls: authenticate, then 403 common.forbidden unless role O */
    operatorOnly: Array<(request: FastifyRequest, reply: FastifyReply) => Promise<void>>;
    /** authenticate, then 403 unless the member is an operator (O) or a brand operator (S) */
    staffOnly: Array<(request: FastifyRequest, reply: FastifyReply) => Promise<void>>;
    /** the caller when signed in (same checks as authenticate), else null; never answers */
    identify: (request: FastifyRequest) => Promise<AuthedMember | null>;
    /** shutdown state of this instance (apps/api/src/lifecycle.ts): readiness answers 503 once shuttingDown */
    lifecycle: { shuttingDown: boolean };
    /** drops this instance's cached maintenance flag (after an operator switch) */
    siteFlagsChanged: () => void;
    /** captcha, SMS sender, identity provider and OAuth clients, chosen by config (providers/) */
    providers: Providers;
    // one service per area (modules/<area>/<area>.service.ts), decorated by the area's index.ts
    authService: AuthService;
    accountService: AccountService;
    verificationService: VerificationService;
    socialService: SocialService;
    guestService: GuestService;
    siteService: SiteService;
    csService: CsService;
    inquiriesService: InquiriesService;
    declarationsService: DeclarationsService;
    boardsService: BoardsService;
    noticesService: NoticesService;
    messagesService: MessagesService;
    myService: MyService;
    myPageService: MyPageService;
    luvService: LuvService;
    shopService: ShopService;
    couponsService: CouponsService;
    giftsService: GiftsService;
    withdrawalsService: WithdrawalsService;
    bankAccountsService: BankAccountsService;
    subscriptionsService: SubscriptionsService;
    itemsService: ItemsService;
    exchangeService: ExchangeService;
    liveService: LiveService;
    ingestService: IngestService;
    adminService: AdminService;
    agencyService: AgencyService;
    chatHttp: ChatHttpService;
    /** the job queue (plugins/app/jobs.ts); absent when JOBS=off */
    jobs?: PgBoss;
    /** runs a money-moving handler under the member's Idempotency-Key (plugins/app/idempotency.ts) */
    idempotent<T extends Record<string, unknown> = Record<string, unknown>>(
      request: FastifyRequest,
      reply: FastifyReply,
      opts: { required: boolean; read?: IdempotentRead },
      run: (tx: Db, read: T | null, keeper: Keeper | null) => Promise<Answer | Refusal>,
    ): Promise<FastifyReply>;
  }
  interface FastifyRequest {
    member: AuthedMember | null;
    locale: ServerLocale;
    /** a stored `/static/...` path as an absolute URL on this API's origin; other values unchanged */
    absoluteUrl: {
      (pathOrUrl: string): string;
      (pathOrUrl: string | null): string | null;
    };
  }
  interface FastifyReply {
    /** answers `status` with `{ msg: text of key in the caller's locale, code: key, ...extra }` (plugins/app/errors.ts) */
    fail(key: MessageKey, status: number, extra?: FailExtra): FastifyReply;
    /** answers a service's refusal */
    fail(refusal: Refusal): FastifyReply;
    /** the sign-up calls' error shape: `{ error, error_msg, code }` */
    failSignUp(key: MessageKey, status: number): FastifyReply;
    setSiteCookie(name: string, value: string, options?: SiteCookieOptions): FastifyReply;
    clearSiteCookie(name: string, options?: Pick<SiteCookieOptions, 'httpOnly'>): FastifyReply;
    setSessionCookies(session: IssuedSession): FastifyReply;
    clearSessionCookies(): FastifyReply;
  }
}
