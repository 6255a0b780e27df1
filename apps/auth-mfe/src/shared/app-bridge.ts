// The one app-bridge helper lives in libs/session (shared with the shell's app-type detection).
export { appBridge, isAppWebview, postAppClose } from '@luvcast/session';
