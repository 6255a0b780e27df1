import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { Messages } from '@lingui/core';
import type { Locale } from '@luvcast/contracts';

/** The module every remote exposes (webpack `exposes: { './routes': './src/routes.tsx' }`). */
export const REMOTE_ROUTES_EXPOSE = './routes';

/**
 * A remote's Lingui catalog: its compiled messages in a locale (apps/<remote>/src/locales, one lazy
 * chunk per locale). Every module a remote exposes exports it as `messages`; the shell adds it to
 * the page's i18n (`addCatalog` of @luvcast/i18n) before it renders the module
 * (docs/adr/0024-a-catalog-per-remote.md).
 */
export type RemoteMessages = (locale: Locale) => Promise<Messages>;

/** What every exposed module of a remote carries besides its own exports. */
export interface RemoteModule {
  messages: RemoteMessages;
}

/** `<remote>/routes`: the routes, with root-relative paths, the shell mounts under its '*' route. */
export interface RemoteRoutesModule extends RemoteModule {
  routes: RouteObject[];
}

/** The federation module id of a remote's exposed module: `cs_mfe` + `./routes` -> `cs_mfe/routes`. */
export const remoteModuleId = (remote: string, expose: string): string => `${remote}/${expose.replace(/^\.\//, '')}`;

/** The remote that exposes the login / sign-up dialog, and its exposed module. */
export const LOGIN_DIALOG_REMOTE = 'auth_mfe';
export const LOGIN_DIALOG_EXPOSE = './login-dialog';
/** `auth_mfe/login-dialog`, loaded by the shell's login modal. */
export const LOGIN_DIALOG_MODULE = remoteModuleId(LOGIN_DIALOG_REMOTE, LOGIN_DIALOG_EXPOSE);

export type LoginDialogTab = 'signIn' | 'signUp';

/** What the shell gives auth_mfe's LoginDialog (spec §2 "Login and sign-up dialog"). */
export interface LoginDialogProps {
  /** the tab it opens on (sign-in by default) */
  initialTab?: LoginDialogTab;
  /** where to go after sign-in / sign-up; without it sign-in just closes and sign-up shows the welcome panel */
  callbackURL?: string;
  /** the adults-only broadcast variant: identity verification is required to watch */
  adultNotice?: boolean;
  onClose: () => void;
}

/** `auth_mfe/login-dialog` (it renders its own 276 px modal). */
export interface LoginDialogModule extends RemoteModule {
  LoginDialog: ComponentType<LoginDialogProps>;
}

/** The remote that exposes the gift dialog (luv), and its exposed module. */
export const GIFT_DIALOG_REMOTE = 'luv_mfe';
export const GIFT_DIALOG_EXPOSE = './gift-dialog';
/** `luv_mfe/gift-dialog`, loaded by the shell's gift modal (live-mfe opens it through the session store). */
export const GIFT_DIALOG_MODULE = remoteModuleId(GIFT_DIALOG_REMOTE, GIFT_DIALOG_EXPOSE);

/** What the shell gives luv_mfe's GiftDialog: the channel and its broadcaster, and how to close. */
export interface GiftDialogProps {
  channelId: number;
  /** the broadcaster's nickname */
  nickname: string;
  onClose: () => void;
}

/** `luv_mfe/gift-dialog` (the content of the shell's modal): a gift of luv, or a subscription (same props). */
export interface GiftDialogModule extends RemoteModule {
  GiftDialog: ComponentType<GiftDialogProps>;
  SubscribeDialog: ComponentType<GiftDialogProps>;
}
