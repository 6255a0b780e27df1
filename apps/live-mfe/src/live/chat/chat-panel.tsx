import { useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { channelPageQuery, chatModerationQuery, useDeclare, useEmojiList } from '@luvcast/api-client';
import { CHAT_SESSION_EXPIRED_KEY, useChatRoom, type ChatLine } from '@luvcast/chat-client';
import { canWrite, type ChatEvent, type ChatSender, type DeclarationReason, type Emoji } from '@luvcast/contracts';
import { useSessionStore } from '@luvcast/session';
import { useReceiveAlert } from '@luvcast/shell-kit';
import { ChatAnnouncer } from './chat-announcer';
import { ChatList } from './chat-list';
import { ChatSettingsMenu } from './chat-settings';
import { EmoticonPicker } from './emoticon-picker';
import { EmoticonText, mayHoldEmoticon } from './emoticon-text';
import { useActionText, useBadgeLabel, useBanText, useEventText, useLineText } from './line-text';
import { useFailureText } from '../../shared/failure-text';
import { NameMenu } from './name-menu';
import styles from './chat-panel.module.css';

export interface ChatPanelProps {
  channelId: number;
  /** the live stream (the room is joined while on air), null offline */
  streamId: number | null;
  /** every room event, for the page around the panel (e.g. STREAMS_CHANGE: read the stream again) */
  onRoomEvent?: (e: ChatEvent) => void;
}

/**
 * The live chat (issue 10): lines of the channel's room, the input (Enter sends), the name menu of
 * moderation actions, the moderators' settings menu, and a batched screen-reader announcer. Every
 * text is rendered as text (React escapes it): links stay text, nothing is markup. Guests read the
 * room and are asked to sign in to write.
 */
export function ChatPanel({ channelId, streamId, onRoomEvent }: ChatPanelProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const me = useSessionStore((s) => s.me);
  const openLoginModal = useSessionStore((s) => s.openLoginModal);
  // the broadcaster in their own room is told of a gift by a vibration / tone when their isVibes setting is on
  const roleRef = useRef<string | null>(null);
  const alertReceived = useReceiveAlert();
  const onEvent = useCallback(
    (e: ChatEvent) => {
      // spec §7: the channel page refetches its settings on channel-setting-update (banned words too: the moderation lists)
      if (e.type === 'channel-setting-update') {
        void queryClient.invalidateQueries({ queryKey: channelPageQuery(channelId).queryKey });
        void queryClient.invalidateQueries({ queryKey: chatModerationQuery(channelId).queryKey });
      }
      if (e.type === 'gift' && roleRef.current === 'broadcaster') alertReceived();
      onRoomEvent?.(e);
    },
    [queryClient, channelId, onRoomEvent, alertReceived],
  );
  // a manager named, a kick, a blacklist or their undoing changes the settings menu's lists
  const onAction = useCallback(() => void queryClient.invalidateQueries({ queryKey: chatModerationQuery(channelId).queryKey }), [queryClient, channelId]);
  const chat = useChatRoom({ channelId, streamId, onEvent, onAction });
  roleRef.current = chat.role;
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const badgeLabel = useBadgeLabel();
  const eventText = useEventText();
  const actionText = useActionText();
  const banText = useBanText();
  const lineText = useLineText();
  const announced = useMemo(() => chat.lines.map((l) => ({ id: l.id, text: lineText(l) })), [chat.lines]); // eslint-disable-line react-hooks/exhaustive-deps

  // the emoticon catalogue (cached 10 min) is loaded once a line may show one
  const wantsEmoticons = useMemo(() => chat.lines.some((l) => l.kind === 'message' && mayHoldEmoticon(l.message.text)), [chat.lines]);
  const emojiList = useEmojiList({}, wantsEmoticons);
  const emoticons = useMemo(() => new Map<string, Emoji>((emojiList.data?.list ?? []).map((e) => [e.title, e])), [emojiList.data]);

  const writable = me !== null && canWrite(chat.role) && chat.joined && !chat.ban && chat.state === 'connected';

  const send = async () => {
    const text = draft.trim();
    if (!text || sending) return;
    setSending(true);
    const ack = await chat.send(text);
    setSending(false);
    if (ack.ok) {
      setDraft('');
      setNotice(null);
    } else {
      setNotice(ack.ban ? banText(ack.ban) : (ack.msg ?? t`잠시 후 다시 시도해 주세요.`));
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter is a new line; Enter that ends a Hangul composition is not a send
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    void send();
  };

  const declare = useDeclare();
  const failureText = useFailureText();
  /** 신고 from the name menu: the sender, with the line they wrote as part of the report's text. */
  const reportOf = (sender: ChatSender, text: string) =>
    me === null
      ? undefined
      : async ({ reason, detail }: { reason: DeclarationReason; detail: string }) => {
          const said = t`채팅: "${text}"`;
          try {
            await declare.mutateAsync({ targetType: 'member', targetId: sender.loginId, reason, detail: `${said}${detail ? ` / ${detail}` : ''}`.slice(0, 500) });
            const nickname = sender.nickname;
            return t`${nickname}님을 신고했습니다. 운영자가 확인합니다.`;
          } catch (err) {
            return failureText(err);
          }
        };

  const renderLine = (line: ChatLine) => {
    if (line.kind === 'message') {
      const { sender, text } = line.message;
      return (
        <div className={styles.chatLine}>
          {sender.badges.map((b) => (
            <span key={b} className={`${styles.badge} ${styles[`badge-${b}`] ?? ''}`}>
              {badgeLabel(b)}
            </span>
          ))}
          <NameMenu sender={sender} readerRole={chat.role} self={me?.loginId === sender.loginId} moderate={chat.moderate} onResult={setNotice} report={reportOf(sender, text)} />
          <span aria-hidden="true">: </span>
          <span className={styles.text}>
            <EmoticonText text={text} emoticons={emoticons} />
          </span>
        </div>
      );
    }
    if (line.kind === 'event') {
      const kind = line.event.type === 'gift' ? styles.gift : line.event.type === 'announcement' ? styles.announcement : styles.system;
      return (
        // a message item's font style (data-font-style: the stylesheet colours it)
        <p className={kind} data-line-kind={line.event.type} data-font-style={line.event.type === 'gift' ? line.event.gift.fontStyle : undefined}>
          {eventText(line.event)}
        </p>
      );
    }
    return (
      <p className={styles.system} data-line-kind={`action-${line.action.type}`}>
        {actionText(line.action)}
      </p>
    );
  };

  const status =
    streamId === null
      ? t`방송 중에만 채팅할 수 있습니다.`
      : chat.state === 'connecting' || chat.state === 'idle'
        ? t`채팅에 연결하는 중…`
        : chat.state === 'reconnecting'
          ? t`채팅에 다시 연결하는 중…`
          : chat.state === 'disconnected'
            ? t`채팅 연결이 끊겼습니다.`
            : null;

  return (
    <div className={styles.panel}>
      <div className={styles.header}>
        <h2 className={styles.title}>
          <Trans>채팅</Trans>
        </h2>
        {me ? <ChatSettingsMenu channelId={channelId} role={chat.role} settings={chat.settings} moderate={chat.moderate} onResult={setNotice} /> : null}
      </div>
      {chat.sessionExpired ? (
        <div role="alert" className={styles.expired}>
          {/* a contract key (libs/contracts messages.ts), in every catalog */}
          <p>{i18n._(CHAT_SESSION_EXPIRED_KEY)}</p>
          <button type="button" onClick={() => openLoginModal('signIn')}>
            <Trans>로그인</Trans>
          </button>
        </div>
      ) : status ? (
        <p role="status" className={styles.status}>
          {status}
        </p>
      ) : null}
      {chat.ban ? (
        <p role="alert" className={styles.ban}>
          {banText(chat.ban)}{' '}
          {/* the appeal is cs-mfe's inquiry form: reached by its URL */}
          <Link to={`/cs/inquiries/new?appeal=chat_ban:${channelId}`}>
            <Trans>이의신청</Trans>
          </Link>
        </p>
      ) : null}
      <ChatList lines={chat.lines} renderLine={renderLine} />
      <ChatAnnouncer lines={announced} more={(count) => t`외 새 메시지 ${count}개`} />
      {notice ? (
        <p role="alert" className={styles.notice}>
          {notice}
        </p>
      ) : null}
      {me ? (
        <form
          className={styles.form}
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <textarea
            className={styles.input}
            aria-label={t`채팅 입력`}
            placeholder={writable ? t`채팅을 입력하세요` : undefined}
            rows={2}
            value={draft}
            maxLength={chat.settings.maxLength}
            disabled={!writable}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
          />
          <EmoticonPicker disabled={!writable} onPick={(token) => setDraft((d) => `${d}${d && !d.endsWith(' ') ? ' ' : ''}${token}`.slice(0, chat.settings.maxLength))} />
          <button type="submit" className={styles.send} disabled={!writable || sending || draft.trim() === ''}>
            <Trans>보내기</Trans>
          </button>
        </form>
      ) : (
        <div className={styles.guest}>
          <p>
            <Trans>로그인 후 채팅에 참여할 수 있습니다.</Trans>
          </p>
          <button type="button" onClick={() => openLoginModal('signIn')}>
            <Trans>로그인</Trans>
          </button>
        </div>
      )}
    </div>
  );
}
