import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { Toast, ToastViewport } from './toast';
import { toast } from './toast-store';
import { Button } from '../button/button';

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  args: { message: '저장되었습니다.', kind: 'info', onDismiss: fn() },
  argTypes: { kind: { control: 'inline-radio', options: ['info', 'success', 'error'] } },
} satisfies Meta<typeof Toast>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Success: Story = { args: { kind: 'success', message: '선물을 보냈습니다.' } };
export const ErrorKind: Story = { args: { kind: 'error', message: '잠시 후 다시 시도해주세요.' } };

/** The queue: `toast(message, { kind, durationMs })` with `<ToastViewport/>` at the top-right. */
export const Viewport: Story = {
  render: () => (
    <>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button onClick={() => toast('안내 메시지입니다.')}>info</Button>
        <Button variant="secondary" onClick={() => toast('완료되었습니다.', { kind: 'success' })}>
          success
        </Button>
        <Button variant="ghost" onClick={() => toast('오류가 발생했습니다.', { kind: 'error', durationMs: 0 })}>
          error (sticky)
        </Button>
      </div>
      <ToastViewport />
    </>
  ),
};
