// @luvcast/ui: the design system. Import only through this index (a federation singleton).
export { Button, type ButtonProps, type ButtonVariant } from './lib/button/button';
export { Spinner, type SpinnerProps } from './lib/spinner/spinner';
export { Skeleton, type SkeletonProps } from './lib/skeleton/skeleton';
export { visuallyHidden, VisuallyHidden } from './lib/visually-hidden/visually-hidden';
export { TextField, type TextFieldProps } from './lib/text-field/text-field';
export { Checkbox, type CheckboxProps } from './lib/checkbox/checkbox';
export { CopyField, copyText, COPIED_FEEDBACK_MS, type CopyFieldProps } from './lib/copy-field/copy-field';
export { Tabs, type TabsProps, type TabItem } from './lib/tabs/tabs';
export { Modal, MODAL_WIDTH_PX, type ModalProps } from './lib/modal/modal';
export { Dialog, type DialogProps } from './lib/dialog/dialog';
export { Toast, ToastViewport, type ToastProps, type ToastViewportProps } from './lib/toast/toast';
export {
  toast,
  useToastStore,
  DEFAULT_TOAST_MS,
  MAX_TOASTS,
  type ToastKind,
  type ToastItem,
  type ToastOptions,
  type ToastState,
} from './lib/toast/toast-store';
export { ProgressBar, PROGRESS_BAR_HEIGHT_PX, type ProgressBarProps } from './lib/progress-bar/progress-bar';
export { QueryState, type QueryStateProps, type QueryLike } from './lib/query-state/query-state';
export { Page, PageTitle, Card, PAGE_WIDTH_PX, type PageProps, type PageWidth, type CardProps } from './lib/layout/layout';
