import { appBridge, appBridgeObject, isAppWebview, postAppClose } from './app-bridge';

describe('app bridge', () => {
  it('finds the webview by any of the app bridge objects', () => {
    for (const name of ['luvcastBridge', 'luvcastApp', 'ReactNativeWebView']) {
      const bridge = { postMessage: jest.fn() };
      expect([name, isAppWebview({ [name]: bridge })]).toEqual([name, true]);
      expect(appBridgeObject({ [name]: bridge })).toBe(bridge);
    }
    expect(isAppWebview({})).toBe(false);
    expect(isAppWebview(undefined)).toBe(false);
  });

  it('prefers luvcastBridge over luvcastApp over ReactNativeWebView', () => {
    const first = { postMessage: jest.fn() };
    const second = { postMessage: jest.fn() };
    expect(appBridgeObject({ ReactNativeWebView: second, luvcastBridge: first })).toBe(first);
    expect(appBridgeObject({ ReactNativeWebView: second, luvcastApp: first })).toBe(first);
  });

  it('posts the close event through ReactNativeWebView with its own this', () => {
    const received: string[] = [];
    const rn = {
      queue: received,
      postMessage(this: { queue: string[] }, message: string) {
        this.queue.push(message);
      },
    };
    expect(postAppClose('lex12345', 'Secret!234', { ReactNativeWebView: rn })).toBe(true);
    expect(received.map((m) => JSON.parse(m))).toEqual([{ type: 'close', loginId: 'lex12345', password: 'Secret!234' }]);
  });

  it('cannot post outside the app or through a bridge without postMessage', () => {
    expect(appBridge({})).toBeNull();
    expect(postAppClose('a', 'b', {})).toBe(false);
    expect(isAppWebview({ luvcastBridge: {} })).toBe(true);
    expect(appBridge({ luvcastBridge: {} })).toBeNull();
  });

  it('uses the page window by default', () => {
    const w = window as unknown as Record<string, unknown>;
    expect(isAppWebview()).toBe(false);
    const post = jest.fn();
    w.luvcastApp = { postMessage: post };
    try {
      expect(postAppClose('x', 'y')).toBe(true);
      expect(post).toHaveBeenCalledTimes(1);
    } finally {
      delete w.luvcastApp;
    }
  });
});
