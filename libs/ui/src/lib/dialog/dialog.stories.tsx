import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { Dialog } from './dialog';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: { open: true, title: '안내', message: '잠시 후 다시 시도해주세요.', onConfirm: fn() },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page-wide alert (spec §2): 안내 with a 확인 button. */
export const Alert: Story = {};

/** The members-only dialog (spec §2, §6). */
export const MembersOnly: Story = {
  args: { title: '회원 전용', message: '로그인 후 이용가능합니다', confirmLabel: '로그인', cancelLabel: '회원가입', onCancel: fn() },
};

/** The session-expired dialog: cancel reloads, confirm opens the login modal. */
export const SessionExpired: Story = {
  args: { message: '세션이 만료되었습니다.\n다시 로그인해주세요.', cancelLabel: '취소', onCancel: fn() },
};
