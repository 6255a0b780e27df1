import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { CopyField } from './copy-field';

const meta = {
  title: 'Inputs/CopyField',
  component: CopyField,
  args: { label: '서버 주소', value: 'rtmp://luv.localhost:1935/live', copyLabel: '복사', copiedLabel: '복사됨', onCopy: fn() },
} satisfies Meta<typeof CopyField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A plain value: the studio's RTMP server URL. */
export const Plain: Story = {};
/** A secret: the stream key, masked until 보기. */
export const Secret: Story = { args: { label: '스트림 키', value: 'sk_3f9a1c7e5b2d4a60', secret: true, revealLabel: '보기', hideLabel: '숨기기' } };
/** A secret shown from the start (controlled). */
export const SecretRevealed: Story = { args: { ...Secret.args, label: '스트림 키', value: 'sk_3f9a1c7e5b2d4a60', revealed: true } };
