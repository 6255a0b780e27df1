import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finalizeVodPlaylist, masterPlaylist, parseMediaPlaylist } from './playlists';

describe('playlists', () => {
  it('reads the segments and the end of a media playlist', () => {
    const text = '#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXTINF:1.000000,\nseg-1.ts\n#EXT-X-DISCONTINUITY\n#EXTINF:0.5,\nseg-9.ts\n#EXT-X-ENDLIST\n';
    expect(parseMediaPlaylist(text)).toEqual({ segments: [{ uri: 'seg-1.ts', duration: 1 }, { uri: 'seg-9.ts', duration: 0.5 }], ended: true });
    expect(parseMediaPlaylist('#EXTM3U\n').segments).toEqual([]);
  });

  it('writes the master highest bandwidth first with relative rendition URIs', () => {
    expect(masterPlaylist([{ suffixName: '480p', resolution: '854x480', bandwidth: 1_100_000 }, { suffixName: 'src', resolution: '1280x720', bandwidth: 3_000_000 }])).toBe(
      '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-INDEPENDENT-SEGMENTS\n' +
        '#EXT-X-STREAM-INF:BANDWIDTH=3000000,RESOLUTION=1280x720,NAME="src"\nsrc/index.m3u8\n' +
        '#EXT-X-STREAM-INF:BANDWIDTH=1100000,RESOLUTION=854x480,NAME="480p"\n480p/index.m3u8\n',
    );
  });

  describe('finalizeVodPlaylist', () => {
    let dir: string;
    beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'ingest-playlists-'))));
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('turns an EVENT playlist that ffmpeg left without an end (crash) into a VOD and answers its duration', async () => {
      const path = join(dir, 'index.m3u8');
      writeFileSync(path, '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:4\n#EXT-X-PLAYLIST-TYPE:EVENT\n#EXTINF:4.0,\nseg-1.ts\n#EXTINF:2.5,\nseg-2.ts\n');
      expect(await finalizeVodPlaylist(path)).toBe(6.5);
      const text = readFileSync(path, 'utf8');
      expect(text).toContain('#EXT-X-PLAYLIST-TYPE:VOD\n');
      expect(text).not.toContain('EVENT');
      expect(text.endsWith('seg-2.ts\n#EXT-X-ENDLIST\n')).toBe(true);
      expect(await finalizeVodPlaylist(path)).toBe(6.5); // twice: still one ENDLIST
      expect(readFileSync(path, 'utf8').match(/ENDLIST/g)).toHaveLength(1);
    });

    it('answers null for a missing or empty recording', async () => {
      expect(await finalizeVodPlaylist(join(dir, 'none.m3u8'))).toBeNull();
      writeFileSync(join(dir, 'empty.m3u8'), '#EXTM3U\n#EXT-X-PLAYLIST-TYPE:EVENT\n');
      expect(await finalizeVodPlaylist(join(dir, 'empty.m3u8'))).toBeNull();
    });
  });
});
