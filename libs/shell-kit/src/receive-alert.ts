import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { memberSettingsQuery } from '@luvcast/api-client';

/** How long the device vibrates for a received gift or message. */
export const RECEIVE_VIBRATION_MS = 200;
const TONE_MS = 150;

let audio: AudioContext | null = null;

/** One short vibration (where the device has one) and a short soft tone (where the page may play sound); silent otherwise. */
export function playReceiveAlert(): void {
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate(RECEIVE_VIBRATION_MS);
  } catch {
    // a browser that refuses vibration (no user gesture yet) is left alone
  }
  try {
    const Ctx = typeof window !== 'undefined' ? window.AudioContext : undefined;
    if (!Ctx) return;
    audio ??= new Ctx();
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.frequency.value = 880;
    gain.gain.value = 0.05;
    osc.connect(gain).connect(audio.destination);
    osc.start();
    osc.stop(audio.currentTime + TONE_MS / 1000);
  } catch {
    // no sound before the first user gesture, or no audio device: nothing to do
  }
}

/**
 * The alert for something the member received (a gift in their own live's chat, a new message):
 * vibrates / plays a tone only when their isVibes setting is on. The settings are read once it is
 * needed (GET /api/my/setting, cached like the profile), so pages that receive nothing never ask.
 */
export function useReceiveAlert(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.fetchQuery(memberSettingsQuery()).then(
      (r) => r.settings.isVibes && playReceiveAlert(),
      () => undefined,
    );
  }, [queryClient]);
}
