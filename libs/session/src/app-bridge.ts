/**
 * The native app's webview bridge (spec §6: the webview is detected by a bridge object). The app
 * injects one of these globals, depending on its version and platform.
 */
export const APP_BRIDGE_GLOBALS = ['luvcastBridge', 'luvcastApp', 'ReactNativeWebView'] as const;

interface BridgeObject {
  postMessage?: unknown;
}

function currentWindow(): unknown {
  return typeof window === 'undefined' ? undefined : window;
}

/** The app's bridge object (the first of APP_BRIDGE_GLOBALS present), else null. */
export function appBridgeObject(win: unknown = currentWindow()): BridgeObject | null {
  if (!win || typeof win !== 'object') return null;
  const globals = win as Record<string, unknown>;
  for (const name of APP_BRIDGE_GLOBALS) {
    const candidate = globals[name];
    if (candidate !== undefined && candidate !== null) return candidate as BridgeObject;
  }
  return null;
}

/** True inside the app webview: a bridge object exists (app type embed). */
export function isAppWebview(win: unknown = currentWindow()): boolean {
  return appBridgeObject(win) !== null;
}

/** A function posting a message to the app, or null outside the app / for a bridge that cannot post. */
export function appBridge(win: unknown = currentWindow()): ((message: string) => void) | null {
  const target = appBridgeObject(win);
  if (!target || typeof target.postMessage !== 'function') return null;
  const post = target.postMessage as (message: string) => void;
  return (message) => post.call(target, message);
}

/** After a sign-up inside the app: the close event carrying loginId and password. False outside the app. */
export function postAppClose(loginId: string, password: string, win: unknown = currentWindow()): boolean {
  const post = appBridge(win);
  if (!post) return false;
  post(JSON.stringify({ type: 'close', loginId, password }));
  return true;
}
