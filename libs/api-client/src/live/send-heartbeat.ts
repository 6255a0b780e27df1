import { useEffect, useRef } from 'react';
import { VIEWER_HEARTBEAT_S, type HeartbeatBody, type HeartbeatResponse } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** POST /api/channels/{id}/stream/heartbeat {streamId}: "still watching"; 400 once the live is over. */
export const sendHeartbeat = (channelId: number, body: HeartbeatBody) =>
  json<HeartbeatResponse>(api.post(`api/channels/${channelId}/stream/heartbeat`, { json: body }));

/**
 * Beats at once and every VIEWER_HEARTBEAT_S seconds while `streamId` is set (the viewer counts
 * while the last beat is younger than VIEWER_PRESENCE_TTL_S). Failures are left to the stream
 * read: a live that ended shows as offline on its next poll.
 */
export function useHeartbeat(channelId: number, streamId: number | null, onAnswer?: (answer: HeartbeatResponse) => void): void {
  const answered = useRef(onAnswer);
  answered.current = onAnswer;
  useEffect(() => {
    if (streamId === null) return;
    let stopped = false;
    const beat = () =>
      sendHeartbeat(channelId, { streamId }).then(
        (answer) => !stopped && answered.current?.(answer),
        () => undefined,
      );
    void beat();
    const timer = setInterval(beat, VIEWER_HEARTBEAT_S * 1000);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [channelId, streamId]);
}
