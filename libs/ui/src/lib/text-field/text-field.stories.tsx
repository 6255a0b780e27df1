import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { TextField } from './text-field';

const meta = {
  title: 'Inputs/TextField',
  component: TextField,
  args: { label: '아이디', name: 'loginId', placeholder: '아이디 (6~15자 영문 소문자, 숫자)', maxLength: 15, onChange: fn() },
  decorators: [(Story) => <div style={{ width: 276 }}><Story /></div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { error: '이미 있는 아이디입니다.' } };
export const Password: Story = { args: { label: '비밀번호', name: 'password', type: 'password', maxLength: 40, placeholder: '' } };
export const WithHint: Story = { args: { hint: '공백은 자동으로 제거됩니다.' } };
export const KeepsWhitespace: Story = { args: { label: '제목', name: 'title', stripWhitespace: false, placeholder: '' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'luvcast01' } };
