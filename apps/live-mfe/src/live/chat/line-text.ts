import { useLingui } from '@lingui/react/macro';
import { SUBSCRIPTION_ITEM, itemByCode, type ChatAction, type ChatGift, type ChatBadge, type ChatBan, type ChatEvent } from '@luvcast/contracts';
import type { ChatLine } from '@luvcast/chat-client';
import { currencyNames, useBrand } from '@luvcast/shell-kit';
import { formatCount } from '@luvcast/i18n';

/** Badge labels (shown beside a name, and read out). */
export function useBadgeLabel(): (badge: ChatBadge) => string {
  const { t } = useLingui();
  return (badge) => {
    switch (badge) {
      case 'broadcaster':
        return t`방송인`;
      case 'manager':
        return t`매니저`;
      case 'subscriber':
        return t`구독자`;
    }
  };
}

/** Short local date-time of an ISO time (kick expiry). */
export function useUntilText(): (iso: string) => string {
  const { i18n } = useLingui();
  return (iso) => i18n.date(new Date(iso), { month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/** The text of a room event line (notice, gift, stream start/stop, announcement). */
export function useEventText(): (e: ChatEvent) => string {
  const { t, i18n } = useLingui();
  const brand = useBrand();
  /** A gift line: item code 0 is luv itself (in the brand's currency), 700-704 a subscription, else a gift item. */
  const giftText = (gift: ChatGift): string => {
    const nickname = gift.sender.nickname;
    const amount = formatCount(gift.amount, i18n);
    if (gift.itemCode === 0) {
      const currency = currencyNames(brand, i18n.locale).object;
      return t`${nickname}님이 ${amount} ${currency} 선물했습니다.`;
    }
    if (gift.itemCode === SUBSCRIPTION_ITEM.gift && gift.to) {
      const recipient = gift.to.nickname;
      return t`${nickname}님이 ${recipient}님에게 구독을 선물했습니다.`;
    }
    if (gift.itemCode >= SUBSCRIPTION_ITEM.monthly && gift.itemCode <= SUBSCRIPTION_ITEM.gift) {
      const months = gift.itemCode === SUBSCRIPTION_ITEM.threeMonths ? 3 : 1;
      return t`${nickname}님이 ${months}개월 구독했습니다.`;
    }
    const item = itemByCode(gift.itemCode);
    if (!item) return t`${nickname}님이 선물 ${amount}개를 보냈습니다.`;
    const itemName = i18n.locale === 'ko' ? item.ko : item.en;
    return t`${nickname}님이 ${itemName} ${amount}개를 보냈습니다.`;
  };
  return (e) => {
    switch (e.type) {
      case 'notice':
        return t`[안내] ${e.text}`;
      case 'announcement':
        return t`[공지] ${e.text}`;
      case 'gift': {
        const base = giftText(e.gift);
        return e.gift.message ? `${base} ${e.gift.message}` : base;
      }
      case 'STREAMS_CHANGE':
        return e.live ? t`방송이 시작되었습니다.` : t`방송이 종료되었습니다.`;
      case 'channel-setting-update':
        return t`채팅 설정이 변경되었습니다.`;
    }
  };
}

/** The text of a moderation line (who did what to whom, why, until when). */
export function useActionText(): (a: ChatAction) => string {
  const { t } = useLingui();
  const until = useUntilText();
  return (a) => {
    const target = a.target.nickname;
    switch (a.type) {
      case 'role':
        return a.role === 'manager' ? t`${target}님이 매니저로 지정되었습니다.` : t`${target}님의 매니저 권한이 해제되었습니다.`;
      case 'kick': {
        const reason = a.reason || '-';
        const time = until(a.until);
        return t`${target}님이 강퇴되었습니다. 사유: ${reason} (${time}까지)`;
      }
      case 'unkick':
        return t`${target}님의 강퇴가 해제되었습니다.`;
      case 'blacklist': {
        const reason = a.reason || '-';
        return t`${target}님이 채팅에서 차단되었습니다. 사유: ${reason}`;
      }
      case 'unblacklist':
        return t`${target}님의 차단이 해제되었습니다.`;
    }
  };
}

/** What a kicked or blacklisted reader sees: why and until when. */
export function useBanText(): (ban: ChatBan) => string {
  const { t } = useLingui();
  const until = useUntilText();
  return (ban) => {
    const reason = ban.reason || '-';
    if (ban.kind === 'kick' && ban.until) {
      const time = until(ban.until);
      return t`강퇴되었습니다. 사유: ${reason} (${time}까지)`;
    }
    return t`이 채널의 채팅에서 차단되었습니다. 사유: ${reason}`;
  };
}

/** One line as plain text (the screen-reader announcement). */
export function useLineText(): (line: ChatLine) => string {
  const eventText = useEventText();
  const actionText = useActionText();
  return (line) => {
    if (line.kind === 'message') return `${line.message.sender.nickname}: ${line.message.text}`;
    if (line.kind === 'event') return eventText(line.event);
    return actionText(line.action);
  };
}
