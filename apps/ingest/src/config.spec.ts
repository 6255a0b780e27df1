import { DEV_INGEST_SECRET, IngestConfigError, loadIngestConfig } from './config';

describe('loadIngestConfig', () => {
  it('defaults to the port table (rtmp 1935, media 4400), tmp/media, the dev secret and auto lower rendition', () => {
    const config = loadIngestConfig({}, '/srv/luvcast');
    expect(config).toMatchObject({
      rtmpPort: 1935,
      mediaPort: 4400,
      host: '127.0.0.1',
      mediaDir: '/srv/luvcast/tmp/media',
      apiInternalUrl: 'http://127.0.0.1:4000',
      ingestInternalUrl: undefined,
      hookSecret: DEV_INGEST_SECRET,
      lowerRendition: 'auto',
      ffmpegPath: 'ffmpeg',
      production: false,
    });
  });

  it('reads the overrides', () => {
    const config = loadIngestConfig(
      { INGEST_RTMP_PORT: '0', MEDIA_PORT: '5400', MEDIA_DIR: '/var/media', API_INTERNAL_URL: 'http://api.internal:4000/', INGEST_LOWER_RENDITION: 'off', INGEST_HOOK_SECRET: 's'.repeat(32) },
      '/x',
    );
    expect(config).toMatchObject({ rtmpPort: 0, mediaPort: 5400, mediaDir: '/var/media', apiInternalUrl: 'http://api.internal:4000', lowerRendition: 'off', hookSecret: 's'.repeat(32) });
  });

  it.each([
    ['INGEST_RTMP_PORT', 'x'],
    ['MEDIA_PORT', '70000'],
    ['INGEST_LOWER_RENDITION', 'maybe'],
    ['INGEST_HOOK_SECRET', 'short'],
    ['API_INTERNAL_URL', 'not a url'],
  ])('names %s when its value %s is bad', (name, value) => {
    expect(() => loadIngestConfig({ [name]: value })).toThrow(IngestConfigError);
    expect(() => loadIngestConfig({ [name]: value })).toThrow(name);
  });

  it('refuses the development hook secret in production', () => {
    expect(() => loadIngestConfig({ NODE_ENV: 'production' })).toThrow('INGEST_HOOK_SECRET');
    expect(loadIngestConfig({ NODE_ENV: 'production', INGEST_HOOK_SECRET: 'p'.repeat(40) }).production).toBe(true);
  });
});
