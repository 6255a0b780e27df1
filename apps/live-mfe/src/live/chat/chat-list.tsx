import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ChatLine } from '@luvcast/chat-client';
import styles from './chat-panel.module.css';

/** Distance from the bottom (px) that still counts as "at the bottom". */
export const STICK_THRESHOLD_PX = 32;
/** A one-line chat line's height before it is measured (14px text, line-height 1.5, 2px padding). */
const ESTIMATED_LINE_PX = 25;
/** Lines rendered above and below the visible ones (smooth scrolling, and a name menu's anchor survives small scrolls). */
const OVERSCAN = 10;

/**
 * The chat lines: the room's window (useChatRoom keeps the last 300 lines), virtualised with
 * @tanstack/react-virtual — only the lines in view (and a few around them) are in the DOM, each
 * measured as it renders, so a crowded room costs the same as a quiet one. It stays at the bottom
 * while the reader is there (also when a long line grows after measuring); once they scroll up new
 * lines do not move it, and a "새 메시지" button (with the count) brings them back down. A line that
 * holds the focus (its name menu open, a reason being typed) stays rendered when it scrolls out of
 * view, so a busy room never closes a moderator's menu or drops a keyboard user's focus.
 */
export function ChatList({ lines, renderLine }: { lines: readonly ChatLine[]; renderLine: (line: ChatLine) => ReactNode }) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const lastId = useRef<string | undefined>(lines.at(-1)?.id);
  const [unseen, setUnseen] = useState(0);
  /** the id of the line that holds the focus */
  const [focused, setFocused] = useState<string | null>(null);

  const stick = useCallback(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, []);
  const toBottom = useCallback(() => {
    stick();
    atBottom.current = true;
    setUnseen(0);
  }, [stick]);

  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => box.current,
    estimateSize: () => ESTIMATED_LINE_PX,
    getItemKey: (index) => lines[index]?.id ?? index,
    overscan: OVERSCAN,
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range);
      const held = focused === null ? -1 : lines.findIndex((l) => l.id === focused);
      return held === -1 || indexes.includes(held) ? indexes : [...indexes, held].sort((a, b) => a - b);
    },
    // a line measured taller than its estimate (a long message wraps) pushes the end down: follow it
    onChange: (_instance, scrolling) => {
      if (!scrolling && atBottom.current) stick();
    },
  });

  // a room opened with lines already in it opens at its last line
  useLayoutEffect(stick, [stick]);
  useLayoutEffect(() => {
    const last = lines.at(-1)?.id;
    if (last === lastId.current) return;
    const before = lastId.current === undefined ? -1 : lines.findIndex((l) => l.id === lastId.current);
    const added = before === -1 ? lines.length : lines.length - before - 1;
    lastId.current = last;
    if (atBottom.current) toBottom();
    else setUnseen((n) => n + added);
  }, [lines, toBottom]);

  return (
    <div className={styles.listWrap}>
      <div
        ref={box}
        className={styles.list}
        role="log"
        aria-label={t`채팅 메시지`}
        // the announcer reads new lines in batches (chat-announcer.tsx)
        aria-live="off"
        tabIndex={0}
        onFocus={(e) => setFocused(lineKeyOf(e.target))}
        onBlur={(e) => setFocused(lineKeyOf(e.relatedTarget))}
        onScroll={(e) => {
          const el = e.currentTarget;
          atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight <= STICK_THRESHOLD_PX;
          if (atBottom.current) setUnseen(0);
        }}
      >
        <ol className={styles.rows} style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const line = lines[item.index];
            return (
              <li
                key={item.key}
                ref={virtualizer.measureElement}
                data-index={item.index}
                data-line={line.id}
                className={styles.line}
                style={{ transform: `translateY(${item.start}px)` }}
                // only a window of the lines is in the DOM: say where this one sits in the whole list
                aria-setsize={lines.length}
                aria-posinset={item.index + 1}
              >
                {renderLine(line)}
              </li>
            );
          })}
        </ol>
      </div>
      {unseen > 0 ? (
        <button type="button" className={styles.newMessages} onClick={toBottom}>
          <Trans>새 메시지 {unseen}개</Trans>
        </button>
      ) : null}
    </div>
  );
}

/** The id of the chat line an element is in (null outside the lines). */
function lineKeyOf(target: EventTarget | null): string | null {
  return target instanceof Element ? (target.closest<HTMLElement>('li[data-line]')?.dataset['line'] ?? null) : null;
}
