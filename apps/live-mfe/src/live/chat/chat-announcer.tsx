import { useEffect, useRef, useState } from 'react';
import { visuallyHidden } from '@luvcast/ui';

/** How often the screen-reader summary of new lines is updated at most. */
export const ANNOUNCE_INTERVAL_MS = 3000;
/** Lines read out per batch (the rest are counted). */
export const ANNOUNCE_LINES_MAX = 3;

/**
 * The chat's `aria-live` region: a busy room would flood a screen reader if every line were
 * announced, so the lines added since the last announcement are read out together, at most every
 * ANNOUNCE_INTERVAL_MS: the last ANNOUNCE_LINES_MAX of them and how many more there were.
 */
export interface AnnouncedLine {
  id: string;
  text: string;
}

export function ChatAnnouncer({ lines, more }: { lines: readonly AnnouncedLine[]; more: (count: number) => string }) {
  const [announcement, setAnnouncement] = useState('');
  // lines present at mount are not read out
  const lastSeen = useRef<string | null>(lines.at(-1)?.id ?? null);
  const pending = useRef<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const moreRef = useRef(more);
  moreRef.current = more;

  useEffect(() => {
    // lines is a window (older lines drop off the top): take the lines after the last one seen
    const at = lastSeen.current === null ? -1 : lines.findIndex((l) => l.id === lastSeen.current);
    const added = lines.slice(at + 1).map((l) => l.text);
    lastSeen.current = lines.at(-1)?.id ?? lastSeen.current;
    if (added.length === 0) return;
    pending.current.push(...added);
    if (timer.current) return;
    const flush = () => {
      timer.current = undefined;
      const batch = pending.current;
      pending.current = [];
      if (batch.length === 0) return;
      const shown = batch.slice(-ANNOUNCE_LINES_MAX);
      const rest = batch.length - shown.length;
      setAnnouncement([...shown, ...(rest > 0 ? [moreRef.current(rest)] : [])].join('\n'));
      timer.current = setTimeout(flush, ANNOUNCE_INTERVAL_MS);
    };
    timer.current = setTimeout(flush, ANNOUNCE_INTERVAL_MS);
  }, [lines]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <div aria-live="polite" aria-atomic="true" style={visuallyHidden} data-chat-announcer>
      {announcement}
    </div>
  );
}
