import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ChatLine } from '@luvcast/chat-client';
import styles from './chat-panel.module.css';

/** Distance from the bottom (px) that still counts as "at the bottom". */
export const STICK_THRESHOLD_PX = 32;

/**
 * The chat lines. No virtualisation library is installed, so the list renders the room's capped
 * window (useChatRoom keeps the last 300 lines) with `content-visibility: auto` per line. It stays at
 * the bottom while the reader is there; once they scroll up new lines do not move it, and a
 * "새 메시지" button (with the count) brings them back down.
 */
export function ChatList({ lines, renderLine }: { lines: readonly ChatLine[]; renderLine: (line: ChatLine) => ReactNode }) {
  const { t } = useLingui();
  const box = useRef<HTMLOListElement>(null);
  const atBottom = useRef(true);
  const lastId = useRef<string | undefined>(lines.at(-1)?.id);
  const [unseen, setUnseen] = useState(0);

  const toBottom = () => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
    atBottom.current = true;
    setUnseen(0);
  };

  useLayoutEffect(() => {
    const last = lines.at(-1)?.id;
    if (last === lastId.current) return;
    const before = lastId.current === undefined ? -1 : lines.findIndex((l) => l.id === lastId.current);
    const added = before === -1 ? lines.length : lines.length - before - 1;
    lastId.current = last;
    if (atBottom.current) toBottom();
    else setUnseen((n) => n + added);
  }, [lines]);

  return (
    <div className={styles.listWrap}>
      <ol
        ref={box}
        className={styles.list}
        role="log"
        aria-label={t`채팅 메시지`}
        // the announcer reads new lines in batches (chat-announcer.tsx)
        aria-live="off"
        tabIndex={0}
        onScroll={(e) => {
          const el = e.currentTarget;
          atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight <= STICK_THRESHOLD_PX;
          if (atBottom.current) setUnseen(0);
        }}
      >
        {lines.map((line) => (
          <li key={line.id} className={styles.line}>
            {renderLine(line)}
          </li>
        ))}
      </ol>
      {unseen > 0 ? (
        <button type="button" className={styles.newMessages} onClick={toBottom}>
          <Trans>새 메시지 {unseen}개</Trans>
        </button>
      ) : null}
    </div>
  );
}
