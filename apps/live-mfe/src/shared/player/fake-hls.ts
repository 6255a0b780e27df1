// A stand-in for hls.js in specs (jsdom has no MediaSource): records calls and lets a test
// emit hls.js events. Not imported by production code.
type Listener = (event: string, data: unknown) => void;

export class FakeHls {
  static instances: FakeHls[] = [];
  static supported = true;
  static isSupported = () => FakeHls.supported;
  static Events = { MANIFEST_PARSED: 'hlsManifestParsed', LEVEL_SWITCHED: 'hlsLevelSwitched', FRAG_BUFFERED: 'hlsFragBuffered', ERROR: 'hlsError' };
  static ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError', OTHER_ERROR: 'otherError' };

  listeners = new Map<string, Listener[]>();
  source: string | null = null;
  media: HTMLMediaElement | null = null;
  currentLevel = -1;
  liveSyncPosition: number | null = null;
  targetLatency: number | null = null;
  startLoad = jest.fn();
  recoverMediaError = jest.fn();
  destroy = jest.fn();

  constructor(readonly config: unknown) {
    FakeHls.instances.push(this);
  }
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  loadSource(url: string) {
    this.source = url;
  }
  attachMedia(media: HTMLMediaElement) {
    this.media = media;
  }
  emit(event: string, data: unknown) {
    for (const listener of this.listeners.get(event) ?? []) listener(event, data);
  }
  static reset() {
    FakeHls.instances = [];
    FakeHls.supported = true;
  }
}

/** The levels of a master playlist with a 720p source and a 480p rendition. */
export const twoLevels = [
  { height: 720, width: 1280, bitrate: 2_500_000, name: 'src' },
  { height: 480, width: 854, bitrate: 900_000, name: '480p' },
];
