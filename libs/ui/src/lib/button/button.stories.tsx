import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { Button } from './button';

const meta = {
  title: 'Inputs/Button',
  component: Button,
  args: { children: '로그인', onClick: fn(), variant: 'primary' },
  argTypes: { variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost'] } },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: '회원가입' } };
export const Ghost: Story = { args: { variant: 'ghost', children: '취소' } };
export const Loading: Story = { args: { loading: true } };
export const Disabled: Story = { args: { disabled: true } };
/** Disables itself for 500 ms after each click (spec §5). */
export const WithDelay: Story = { args: { delay: true, children: '인증번호 전송' } };
