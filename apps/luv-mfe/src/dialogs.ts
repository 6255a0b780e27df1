// luv_mfe/gift-dialog: the dialogs the shell's modal shows for live-mfe (GiftDialogModule of @luvcast/shell-contract)
export { GiftDialog } from './gift/gift-dialog';
export { SubscribeDialog } from './subscribe/subscribe-dialog';
// the remote's catalog: the shell adds it before it renders these dialogs (GiftDialogModule)
export { messages } from './messages';
