import { useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { chatModerationQuery, useChatModeration } from '@luvcast/api-client';
import { canModerate, isModerator, type ChatModerateAction, type ChatRole, type ChatSettings, type ChatSettingsPatch } from '@luvcast/contracts';
import type { ChatRoomState } from '@luvcast/chat-client';
import { useFailureText } from '../../shared/failure-text';
import { useUntilText } from './line-text';
import styles from './chat-panel.module.css';

/** The slow-mode choices, in seconds (0: off). */
export const SLOW_MODE_CHOICES = [0, 3, 5, 10, 30, 60, 120] as const;

/** Where the broadcaster reads the chat audit log (the studio's section). */
export const CHAT_AUDIT_LOG_HREF = '/studio#chat-audit-log';

export interface ChatSettingsMenuProps {
  channelId: number;
  role: ChatRole;
  settings: ChatSettings;
  moderate: ChatRoomState['moderate'];
  onResult: (text: string) => void;
}

/**
 * The moderators' chat settings (the broadcaster's menu; managers get what roles.ts allows them):
 * freeze, slow mode, followers-only, subscribers-only, banned words (add / remove) and managers
 * (name / un-name by login id, broadcaster only). Each change is one `moderate` action. While open
 * it lists what is in force (GET /api/channels/{id}/chat/moderation): managers, banned words,
 * blacklist and kicks, each with its undo; the chat panel refetches the lists on the room's
 * channel-setting-update events and moderation actions.
 */
export function ChatSettingsMenu({ channelId, role, settings, moderate, onResult }: ChatSettingsMenuProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [word, setWord] = useState('');
  const [managerId, setManagerId] = useState('');
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const managerList = useRef<HTMLUListElement>(null);
  const wordList = useRef<HTMLUListElement>(null);
  const blacklistList = useRef<HTMLUListElement>(null);
  const kickList = useRef<HTMLUListElement>(null);
  const until = useUntilText();
  const failureText = useFailureText();
  // the lists' people are members (roles.ts: a target below the reader); room actions ignore the target role
  const may = (a: ChatModerateAction) => canModerate(role, a, 'member');
  const lists = useChatModeration(channelId, open && isModerator(role));
  if (!may('settings') && !may('banned-words') && !may('manager')) return null;

  const done = async (call: ReturnType<ChatRoomState['moderate']>, okText: string) => {
    const ack = await call;
    onResult(ack.ok ? okText : (ack.msg ?? t`잠시 후 다시 시도해 주세요.`));
    if (ack.ok) void queryClient.invalidateQueries({ queryKey: chatModerationQuery(channelId).queryKey });
    return ack.ok;
  };
  /** After an undo from a list the row goes: focus stays in the list, not on the page's body. */
  const keepFocus = (list: RefObject<HTMLUListElement | null>) => list.current?.focus();
  const patch = (settings: ChatSettingsPatch) => done(moderate({ type: 'settings', settings, reason: '' }), t`채팅 설정을 저장했습니다.`);
  const words = async (change: { add?: string[]; remove?: string[] }) => {
    const w = word.trim();
    if (!w) return;
    if (await done(moderate({ type: 'banned-words', reason: '', ...change }), change.add ? t`금칙어를 추가했습니다: ${w}` : t`금칙어를 삭제했습니다: ${w}`)) setWord('');
  };
  const removeWord = async (w: string) => {
    if (await done(moderate({ type: 'banned-words', reason: '', remove: [w] }), t`금칙어를 삭제했습니다: ${w}`)) keepFocus(wordList);
  };
  const managers = async (type: 'manager' | 'unmanager') => {
    const target = managerId.trim();
    if (!target) return;
    if (await done(moderate({ type, target, reason: '' }), type === 'manager' ? t`매니저로 지정했습니다: ${target}` : t`매니저를 해제했습니다: ${target}`)) setManagerId('');
  };
  const unmanage = async (loginId: string, target: string) => {
    if (await done(moderate({ type: 'unmanager', target: loginId, reason: '' }), t`매니저를 해제했습니다: ${target}`)) keepFocus(managerList);
  };
  const unblacklist = async (loginId: string, target: string) => {
    if (await done(moderate({ type: 'unblacklist', target: loginId, reason: '' }), t`${target}님의 차단이 해제되었습니다.`)) keepFocus(blacklistList);
  };
  const unkick = async (loginId: string, target: string) => {
    if (await done(moderate({ type: 'unkick', target: loginId, reason: '' }), t`${target}님의 강퇴가 해제되었습니다.`)) keepFocus(kickList);
  };
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const data = lists.data;

  return (
    <div className={styles.settingsWrap}>
      <button ref={toggle} type="button" className={styles.settingsButton} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        <Trans>채팅 설정</Trans>
      </button>
      {open ? (
        <div
          id={panelId}
          role="group"
          aria-label={t`채팅 설정`}
          className={styles.settings}
          onKeyDown={(e) => {
            if (e.key === 'Escape') close();
          }}
        >
          {may('settings') ? (
            <fieldset>
              <legend>
                <Trans>채팅 규칙</Trans>
              </legend>
              <label>
                <input type="checkbox" checked={settings.freeze} onChange={(e) => void patch({ freeze: e.target.checked })} />
                <Trans>채팅 얼리기 (방송인과 매니저만 채팅)</Trans>
              </label>
              <label>
                <Trans>저속 모드</Trans>
                <select value={settings.slowSeconds} onChange={(e) => void patch({ slowSeconds: Number(e.target.value) })}>
                  {SLOW_MODE_CHOICES.map((s) => (
                    <option key={s} value={s}>
                      {s === 0 ? t`끄기` : t`${s}초`}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                <input type="checkbox" checked={settings.followersOnly} onChange={(e) => void patch({ followersOnly: e.target.checked })} />
                <Trans>팔로워 전용 채팅</Trans>
              </label>
              <label>
                <input type="checkbox" checked={settings.subscribersOnly} onChange={(e) => void patch({ subscribersOnly: e.target.checked })} />
                <Trans>구독자 전용 채팅</Trans>
              </label>
            </fieldset>
          ) : null}
          {may('banned-words') ? (
            <fieldset>
              <legend>
                <Trans>금칙어</Trans>
              </legend>
              <input aria-label={t`금칙어`} value={word} maxLength={50} onChange={(e) => setWord(e.target.value)} />
              <button type="button" onClick={() => void words({ add: [word.trim()] })}>
                <Trans>추가</Trans>
              </button>
              <button type="button" onClick={() => void words({ remove: [word.trim()] })}>
                <Trans>삭제</Trans>
              </button>
              {data ? (
                <ModerationList label={t`금칙어 목록`} listRef={wordList} empty={t`등록된 금칙어가 없습니다.`}>
                  {data.bannedWords.map((w) => (
                    <li key={w}>
                      <span className={styles.modText}>{w}</span>
                      <button type="button" aria-label={t`금칙어 ${w} 삭제`} onClick={() => void removeWord(w)}>
                        <Trans>삭제</Trans>
                      </button>
                    </li>
                  ))}
                </ModerationList>
              ) : null}
            </fieldset>
          ) : null}
          {may('manager') ? (
            <fieldset>
              <legend>
                <Trans>매니저</Trans>
              </legend>
              <input aria-label={t`매니저 아이디`} value={managerId} maxLength={100} onChange={(e) => setManagerId(e.target.value)} />
              <button type="button" onClick={() => void managers('manager')}>
                <Trans>지정</Trans>
              </button>
              <button type="button" onClick={() => void managers('unmanager')}>
                <Trans>해제</Trans>
              </button>
              {data ? (
                <ModerationList label={t`현재 매니저`} listRef={managerList} empty={t`지정된 매니저가 없습니다.`}>
                  {data.managers.map((p) => {
                    const name = p.nickname;
                    return (
                      <li key={p.loginId}>
                        <Person nickname={p.nickname} loginId={p.loginId} />
                        <button type="button" aria-label={t`${name} 매니저 해제`} onClick={() => void unmanage(p.loginId, p.nickname)}>
                          <Trans>해제</Trans>
                        </button>
                      </li>
                    );
                  })}
                </ModerationList>
              ) : null}
            </fieldset>
          ) : null}
          {may('unblacklist') && data ? (
            <fieldset>
              <legend>
                <Trans>채팅 차단 목록</Trans>
              </legend>
              <ModerationList label={t`채팅 차단 목록`} listRef={blacklistList} empty={t`차단된 회원이 없습니다.`}>
                {data.blacklist.map((p) => {
                  const name = p.nickname;
                  const reason = p.reason || '-';
                  return (
                    <li key={p.loginId}>
                      <span className={styles.modText}>
                        <Person nickname={p.nickname} loginId={p.loginId} />
                        <span className={styles.modMeta}>
                          <Trans>사유: {reason}</Trans>
                        </span>
                      </span>
                      <button type="button" aria-label={t`${name} 차단 해제`} onClick={() => void unblacklist(p.loginId, p.nickname)}>
                        <Trans>해제</Trans>
                      </button>
                    </li>
                  );
                })}
              </ModerationList>
            </fieldset>
          ) : null}
          {may('unkick') && data ? (
            <fieldset>
              <legend>
                <Trans>강퇴 중</Trans>
              </legend>
              <ModerationList label={t`강퇴 중인 회원`} listRef={kickList} empty={t`강퇴 중인 회원이 없습니다.`}>
                {data.kicks.map((p) => {
                  const name = p.nickname;
                  const reason = p.reason || '-';
                  const time = until(p.until);
                  return (
                    <li key={p.loginId}>
                      <span className={styles.modText}>
                        <Person nickname={p.nickname} loginId={p.loginId} />
                        <span className={styles.modMeta}>
                          <Trans>
                            사유: {reason} ({time}까지)
                          </Trans>
                        </span>
                      </span>
                      <button type="button" aria-label={t`${name} 강퇴 해제`} onClick={() => void unkick(p.loginId, p.nickname)}>
                        <Trans>해제</Trans>
                      </button>
                    </li>
                  );
                })}
              </ModerationList>
            </fieldset>
          ) : null}
          {lists.isPending && lists.fetchStatus !== 'idle' ? (
            <p role="status" className={styles.modMeta}>
              <Trans>목록을 불러오는 중…</Trans>
            </p>
          ) : lists.isError ? (
            <div role="alert" className={styles.modMeta}>
              <p>
                <Trans>목록을 불러오지 못했습니다.</Trans> {failureText(lists.error)}
              </p>
              <button type="button" onClick={() => void lists.refetch()}>
                <Trans>다시 시도</Trans>
              </button>
            </div>
          ) : null}
          {role === 'broadcaster' ? (
            <a className={styles.auditLink} href={CHAT_AUDIT_LOG_HREF} target="_blank" rel="noopener noreferrer">
              <Trans>채팅 관리 기록 (새 창)</Trans>
            </a>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function Person({ nickname, loginId }: { nickname: string; loginId: string }) {
  return (
    <span>
      <span className={styles.modName}>{nickname}</span> <span className={styles.modMeta}>({loginId})</span>
    </span>
  );
}

/** A list of what is in force; tabIndex -1: focus lands on it when an undo removed the row it was on (the list stays, even empty). */
function ModerationList({ label, listRef, empty, children }: { label: string; listRef: RefObject<HTMLUListElement | null>; empty: string; children: ReactNode[] }) {
  return (
    <ul ref={listRef} aria-label={label} className={styles.modList} tabIndex={-1}>
      {children.length === 0 ? <li className={styles.modMeta}>{empty}</li> : children}
    </ul>
  );
}
