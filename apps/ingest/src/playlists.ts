// HLS playlist text: reading a media playlist ffmpeg writes, the master playlist we write, and the
// recording's playlist turned into a VOD.
import { readFile, rename, writeFile } from 'node:fs/promises';
import type { Rendition } from './hooks';

export interface MediaPlaylist {
  segments: { uri: string; duration: number }[];
  ended: boolean;
}

export function parseMediaPlaylist(text: string): MediaPlaylist {
  const segments: MediaPlaylist['segments'] = [];
  let duration: number | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#EXTINF:')) duration = Number.parseFloat(line.slice(8));
    else if (line && !line.startsWith('#') && duration !== null) {
      segments.push({ uri: line, duration });
      duration = null;
    }
  }
  return { segments, ended: /^#EXT-X-ENDLIST\s*$/m.test(text) };
}

export async function readMediaPlaylist(path: string): Promise<MediaPlaylist | null> {
  try {
    return parseMediaPlaylist(await readFile(path, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The master playlist: one `#EXT-X-STREAM-INF` per rendition, highest first (players start with the
 * first entry), each pointing at `{suffixName}/index.m3u8` relative to the master's own URL, so a
 * player resolves it against the absolute master URL the API hands out.
 */
export function masterPlaylist(renditions: Rendition[]): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const r of [...renditions].sort((a, b) => b.bandwidth - a.bandwidth)) {
    lines.push(`#EXT-X-STREAM-INF:BANDWIDTH=${r.bandwidth},RESOLUTION=${r.resolution},NAME="${r.suffixName}"`, `${r.suffixName}/index.m3u8`);
  }
  return `${lines.join('\n')}\n`;
}

/** write to a temporary name, then rename: a reader never sees half a file */
export async function writeAtomic(path: string, text: string): Promise<void> {
  await writeFile(`${path}.tmp`, text);
  await rename(`${path}.tmp`, path);
}

/**
 * Turns the recording's EVENT playlist (ffmpeg may have died before writing the end) into a VOD
 * playlist: `#EXT-X-PLAYLIST-TYPE:VOD` and a final `#EXT-X-ENDLIST`. Answers its duration in
 * seconds, or null when it holds no segment.
 */
export async function finalizeVodPlaylist(path: string): Promise<number | null> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return null;
  }
  const { segments } = parseMediaPlaylist(text);
  if (segments.length === 0) return null;
  let lines = text.split('\n').filter((l) => l.trim() !== '' && l.trim() !== '#EXT-X-ENDLIST');
  lines = lines.filter((l) => !l.startsWith('#EXT-X-PLAYLIST-TYPE:'));
  lines.splice(1, 0, '#EXT-X-PLAYLIST-TYPE:VOD');
  lines.push('#EXT-X-ENDLIST');
  await writeAtomic(path, `${lines.join('\n')}\n`);
  return segments.reduce((sum, s) => sum + s.duration, 0);
}
