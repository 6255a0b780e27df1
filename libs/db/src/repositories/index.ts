import type { Db } from '../client';
import { bannersRepository } from './banners';
import { channelsRepository } from './channels';
import { ledgerRepository } from './ledger';
import { membersRepository } from './members';
import { noncesRepository } from './nonces';
import { noticesRepository } from './notices';
import { rateLimitsRepository } from './rate-limits';
import { signInAttemptsRepository } from './sign-in-attempts';
import { sessionsRepository } from './sessions';
import { siteFlagsRepository } from './site-flags';
import { identityVerificationsRepository } from './identity-verifications';
import { phoneVerificationTokensRepository } from './phone-verification-tokens';
import { partnersRepository } from './partners';
import { phoneVerificationsRepository } from './phone-verifications';
import { socialAccountsRepository } from './social-accounts';
import { emoticonsRepository } from './emoticons';
import { offerwallRepository } from './offerwall';
import { streamsRepository } from './streams';
import { viewerPresenceRepository } from './viewer-presence';
import { channelRelationsRepository } from './channel-relations';
import { channelNoticesRepository } from './channel-notices';
import { themesRepository } from './themes';
import { popupsRepository } from './popups';
import { chatModerationRepository } from './chat-moderation';
import { chatBusRepository } from './chat-bus';
import { changeFeedsRepository } from './change-feeds';
import { idempotencyRepository } from './idempotency';
import { paymentsRepository } from './payments';
import { couponsRepository } from './coupons';
import { giftsRepository } from './gifts';
import { withdrawalsRepository } from './withdrawals';
import { subscriptionsRepository } from './subscriptions';
import { memberItemsRepository } from './member-items';
import { exchangeEventsRepository } from './exchange-events';
import { inquiriesRepository } from './inquiries';
import { operatorActionsRepository } from './operator-actions';
import { messagesRepository } from './messages';
import { boardsRepository } from './boards';
import { declarationsRepository } from './declarations';
import { agenciesRepository } from './agencies';
import { memberSettingsRepository } from './member-settings';

export * from './banners';
export * from './channels';
export * from './ledger';
export * from './members';
export * from './notices';
export * from './sessions';
export * from './rate-limits';
export * from './sign-in-attempts';
export * from './nonces';
export * from './site-flags';
export * from './identity-verifications';
export * from './phone-verification-tokens';
export * from './partners';
export * from './phone-verifications';
export * from './social-accounts';
export * from './emoticons';
export * from './offerwall';
export * from './streams';
export * from './viewer-presence';
export * from './channel-relations';
export * from './channel-notices';
export * from './themes';
export * from './popups';
export * from './chat-moderation';
export * from './chat-bus';
export * from './change-feeds';
export * from './idempotency';
export * from './payments';
export * from './coupons';
export * from './gifts';
export * from './withdrawals';
export * from './subscriptions';
export * from './member-items';
export * from './exchange-events';
export * from './inquiries';
export * from './operator-actions';
export * from './messages';
export * from './boards';
export * from './declarations';
export * from './agencies';
export * from './member-settings';
export { rowsOfNamed } from './rows';

/** All repositories over one database: the only place SQL is written. */
export function createRepositories(db: Db) {
  return {
    members: membersRepository(db),
    sessions: sessionsRepository(db),
    channels: channelsRepository(db),
    banners: bannersRepository(db),
    notices: noticesRepository(db),
    ledger: ledgerRepository(db),
    rateLimits: rateLimitsRepository(db),
    signInAttempts: signInAttemptsRepository(db),
    nonces: noncesRepository(db),
    siteFlags: siteFlagsRepository(db),
    identityVerifications: identityVerificationsRepository(db),
    phoneVerificationTokens: phoneVerificationTokensRepository(db),
    partners: partnersRepository(db),
    phoneVerifications: phoneVerificationsRepository(db),
    socialAccounts: socialAccountsRepository(db),
    emoticons: emoticonsRepository(db),
    offerwall: offerwallRepository(db),
    streams: streamsRepository(db),
    viewerPresence: viewerPresenceRepository(db),
    channelRelations: channelRelationsRepository(db),
    channelNotices: channelNoticesRepository(db),
    themes: themesRepository(db),
    popups: popupsRepository(db),
    chatModeration: chatModerationRepository(db),
    chatBus: chatBusRepository(db),
    changeFeeds: changeFeedsRepository(db),
    idempotency: idempotencyRepository(),
    payments: paymentsRepository(db),
    coupons: couponsRepository(db),
    gifts: giftsRepository(db),
    withdrawals: withdrawalsRepository(db),
    subscriptions: subscriptionsRepository(db),
    memberItems: memberItemsRepository(db),
    exchangeEvents: exchangeEventsRepository(db),
    inquiries: inquiriesRepository(db),
    operatorActions: operatorActionsRepository(db),
    messages: messagesRepository(db),
    boards: boardsRepository(db),
    declarations: declarationsRepository(db),
    agencies: agenciesRepository(db),
    memberSettings: memberSettingsRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
