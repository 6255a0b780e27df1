import { useLingui } from '@lingui/react/macro';
import type { ChatEvent } from '@luvcast/contracts';
import { ChatPanel } from './chat/chat-panel';
import styles from './live-page.module.css';

export interface ChatSlotProps {
  channelId: number;
  /** the live stream while on air (the chat joins its room), null offline */
  streamId: number | null;
  /** every event of the room (the page reads the stream again on STREAMS_CHANGE) */
  onRoomEvent?: (e: ChatEvent) => void;
}

/** Where the chat panel goes: right of the player on a desktop, below it on a phone. */
export function ChatSlot({ channelId, streamId, onRoomEvent }: ChatSlotProps) {
  const { t } = useLingui();
  return (
    <aside className={styles.chat} aria-label={t`채팅`} data-chat-slot data-channel-id={channelId} data-stream-id={streamId ?? ''}>
      <ChatPanel channelId={channelId} streamId={streamId} onRoomEvent={onRoomEvent} />
    </aside>
  );
}
