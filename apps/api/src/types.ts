import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { BrandId } from '@luvcast/brand-config';
import type { ServerLocale } from '@luvcast/contracts';
import type { Db, MemberRow, Repositories } from '@luvcast/db';
import type { Config } from './config';
import type { ValibotTypeProvider } from './valibot';

export type App = FastifyInstance<Server, IncomingMessage, ServerResponse, FastifyBaseLogger, ValibotTypeProvider>;
/** A route group (one file per group, see STYLE.md). */
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

declare module 'fastify' {
  interface FastifyInstance extends Repositories {
    config: Config;
    db: Db;
    /** preHandler: 401 `accessToken is not valid.` unless the access token and its session are valid */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler list for operator calls: authenticate, then 403 common.forbidden unless role O */
    operatorOnly: Array<(request: FastifyRequest, reply: FastifyReply) => Promise<void>>;
    /** the caller when signed in (same checks as authenticate), else null; never answers */
    identify: (request: FastifyRequest) => Promise<AuthedMember | null>;
    /** drops this instance's cached maintenance flag (after an operator switch) */
    siteFlagsChanged: () => void;
  }
  interface FastifyRequest {
    member: AuthedMember | null;
    locale: ServerLocale;
  }
}
