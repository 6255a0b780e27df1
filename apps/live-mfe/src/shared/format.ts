/** `1:02:03` / `2:03` from seconds (on-air time, VOD length). */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(sec)}` : `${m}:${two(sec)}`;
}

/** Seconds since an ISO time (0 for a future or missing time). */
export const secondsSince = (iso: string | null | undefined, now = Date.now()): number => (iso ? Math.max(0, (now - Date.parse(iso)) / 1000) : 0);
