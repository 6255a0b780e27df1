import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { allowedActions, DECLARATION_REASONS, type ChatModerateAction, type ChatRole, type ChatSender, type DeclarationReason } from '@luvcast/contracts';
import { useDeclarationReasonLabels } from '@luvcast/shell-kit';
import type { ChatRoomState } from '@luvcast/chat-client';
import styles from './chat-panel.module.css';

/** How long a touch stays down to open the name menu. */
export const LONG_PRESS_MS = 500;
/** The kick length the menu proposes, in minutes. */
export const DEFAULT_KICK_MINUTES = 10;

type TargetedAction = Extract<ChatModerateAction, 'manager' | 'unmanager' | 'kick' | 'unkick' | 'blacklist' | 'unblacklist'>;
/** A moderation action, or 신고: a report of the sender to the service's operators. */
type MenuAction = TargetedAction | 'report';

/** A sender's role in the room, from their badges. */
export const roleOfSender = (sender: ChatSender): ChatRole =>
  sender.badges.includes('broadcaster') ? 'broadcaster' : sender.badges.includes('manager') ? 'manager' : 'member';

function useActionLabel(): (a: MenuAction) => string {
  const { t } = useLingui();
  return (a) =>
    ({
      report: t`신고`,
      manager: t`매니저 지정`,
      unmanager: t`매니저 해제`,
      kick: t`강퇴`,
      unkick: t`강퇴 해제`,
      blacklist: t`채팅 차단`,
      unblacklist: t`채팅 차단 해제`,
    })[a];
}

export interface NameMenuProps {
  sender: ChatSender;
  readerRole: ChatRole;
  self: boolean;
  moderate: ChatRoomState['moderate'];
  /** the answer of an action (refusal text or done) */
  onResult: (text: string) => void;
  /**
   * Reports the sender to the operators (a signed-in reader, not their own name): resolves with the
   * text to show. Without it the menu has no 신고.
   */
  report?: (report: { reason: DeclarationReason; detail: string }) => Promise<string>;
}

/**
 * A sender's name. When the reader's role allows actions on them (roles.ts), the name is a button
 * that opens a menu of those actions: click, Enter / Space, right-click or a long press. Choosing an
 * action asks for a reason (and a kick's minutes) before it is sent.
 */
export function NameMenu({ sender, readerRole, self, moderate, onResult, report }: NameMenuProps) {
  const { t } = useLingui();
  const label = useActionLabel();
  const reasonLabels = useDeclarationReasonLabels();
  const actions: MenuAction[] = [...(allowedActions(readerRole, roleOfSender(sender), self) as TargetedAction[]), ...(report && !self ? (['report'] as const) : [])];
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<MenuAction | null>(null);
  const [reason, setReason] = useState('');
  const [reportReason, setReportReason] = useState<DeclarationReason | ''>('');
  const [minutes, setMinutes] = useState(DEFAULT_KICK_MINUTES);
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const press = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const menuId = useId();

  useEffect(() => () => clearTimeout(press.current), []);
  // The menu is a popover in the top layer: the chat list's scrolling and its positioned,
  // virtualised lines would otherwise clip it. It opens under the name (above it
  // near the bottom of the window); a press outside it and its name, or Escape, closes it.
  useLayoutEffect(() => {
    const el = menu.current;
    const anchor = button.current;
    if (!open || !el || !anchor) return;
    if (typeof el.showPopover === 'function' && !el.matches(':popover-open')) el.showPopover();
    const place = () => {
      const r = anchor.getBoundingClientRect();
      const below = r.bottom + el.offsetHeight <= window.innerHeight;
      el.style.left = `${Math.max(0, Math.min(r.left, window.innerWidth - el.offsetWidth))}px`;
      el.style.top = `${below ? r.bottom : Math.max(0, r.top - el.offsetHeight)}px`;
    };
    place();
    const outside = (e: PointerEvent) => {
      if (el.contains(e.target as Node) || anchor.contains(e.target as Node)) return;
      setOpen(false);
      setChosen(null);
    };
    document.addEventListener('pointerdown', outside);
    window.addEventListener('resize', place);
    return () => {
      document.removeEventListener('pointerdown', outside);
      window.removeEventListener('resize', place);
    };
  }, [open, chosen]);
  useEffect(() => {
    if (open) menu.current?.querySelector<HTMLElement>('[role="menuitem"], select, input')?.focus();
  }, [open, chosen]);

  if (actions.length === 0) return <span className={styles.nickname}>{sender.nickname}</span>;

  const close = () => {
    setOpen(false);
    setChosen(null);
    setReason('');
    setReportReason('');
    setMinutes(DEFAULT_KICK_MINUTES);
    button.current?.focus();
  };
  const onMenuKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
      return;
    }
    if (chosen || (e.key !== 'ArrowDown' && e.key !== 'ArrowUp')) return;
    e.preventDefault();
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    items[(at + (e.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length]?.focus();
  };
  const submit = async () => {
    if (!chosen) return;
    if (chosen === 'report') {
      if (!reportReason || !report) return;
      setBusy(true);
      const text = await report({ reason: reportReason, detail: reason.trim() });
      setBusy(false);
      onResult(text);
      close();
      return;
    }
    setBusy(true);
    const r = reason.trim();
    const ack = await moderate(chosen === 'kick' ? { type: 'kick', target: sender.loginId, reason: r, minutes } : { type: chosen, target: sender.loginId, reason: r });
    setBusy(false);
    const nickname = sender.nickname;
    const what = label(chosen);
    onResult(ack.ok ? t`${nickname}: ${what} 완료` : (ack.msg ?? t`잠시 후 다시 시도해 주세요.`));
    close();
  };

  return (
    <span className={styles.nameWrap}>
      <button
        ref={button}
        type="button"
        className={styles.nameButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
        onContextMenu={(e) => {
          e.preventDefault();
          setOpen(true);
        }}
        onPointerDown={(e) => {
          if (e.pointerType !== 'touch') return;
          press.current = setTimeout(() => setOpen(true), LONG_PRESS_MS);
        }}
        onPointerUp={() => clearTimeout(press.current)}
        onPointerLeave={() => clearTimeout(press.current)}
      >
        {sender.nickname}
      </button>
      {open ? (
        <div ref={menu} id={menuId} popover="manual" className={styles.menu} onKeyDown={onMenuKey}>
          {chosen ? (
            <form
              className={styles.menuForm}
              aria-label={t`${label(chosen)}: ${sender.nickname}`}
              onSubmit={(e) => {
                e.preventDefault();
                void submit();
              }}
            >
              {chosen === 'report' ? (
                <label>
                  <Trans>신고 사유</Trans>
                  <select value={reportReason} required onChange={(e) => setReportReason(e.target.value as DeclarationReason)}>
                    <option value="">{t`선택해주세요`}</option>
                    {DECLARATION_REASONS.map(([code]) => (
                      <option key={code} value={code}>
                        {reasonLabels[code]}
                      </option>
                    ))}
                  </select>
                </label>
              ) : null}
              <label>
                {chosen === 'report' ? <Trans>신고 내용 (선택)</Trans> : <Trans>사유</Trans>}
                <input value={reason} maxLength={chosen === 'report' ? 400 : 200} onChange={(e) => setReason(e.target.value)} />
              </label>
              {chosen === 'kick' ? (
                <label>
                  <Trans>시간(분)</Trans>
                  <input type="number" min={1} max={7 * 24 * 60} value={minutes} onChange={(e) => setMinutes(Math.max(1, Number(e.target.value) || 1))} />
                </label>
              ) : null}
              <span className={styles.menuButtons}>
                <button type="submit" disabled={busy}>
                  <Trans>확인</Trans>
                </button>
                <button type="button" onClick={close}>
                  <Trans>취소</Trans>
                </button>
              </span>
            </form>
          ) : (
            <div role="menu" aria-label={t`${sender.nickname} 메뉴`}>
              {actions.map((a) => (
                <button key={a} type="button" role="menuitem" tabIndex={-1} onClick={() => setChosen(a)}>
                  {label(a)}
                </button>
              ))}
            </div>
          )}
        </div>
      ) : null}
    </span>
  );
}
