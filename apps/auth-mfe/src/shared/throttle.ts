import { useRef } from 'react';

/** True at most once per `ms` (spec §5: submit throttled to once per second). */
export function createThrottle(ms: number, now: () => number = Date.now) {
  let last = -Infinity;
  return {
    take(): boolean {
      const t = now();
      if (t - last < ms) return false;
      last = t;
      return true;
    },
    reset() {
      last = -Infinity;
    },
  };
}

export function useThrottle(ms: number) {
  const ref = useRef<ReturnType<typeof createThrottle> | null>(null);
  ref.current ??= createThrottle(ms);
  return ref.current;
}
