/** The native app's webview bridge (spec §6: detected by a bridge object). */
interface BridgeWindow {
  luvcastBridge?: { postMessage?: (message: string) => void };
  luvcastApp?: { postMessage?: (message: string) => void };
  ReactNativeWebView?: { postMessage: (message: string) => void };
}

export function appBridge(): ((message: string) => void) | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as BridgeWindow;
  const target = w.luvcastBridge ?? w.luvcastApp ?? w.ReactNativeWebView;
  return target?.postMessage ? (message) => target.postMessage?.(message) : null;
}

export const isAppWebview = (): boolean => appBridge() !== null;

/** After a foreigner sign-up inside the app: the close event carrying loginId and password. */
export function postAppClose(loginId: string, password: string): boolean {
  const post = appBridge();
  if (!post) return false;
  post(JSON.stringify({ type: 'close', loginId, password }));
  return true;
}
