import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { Tabs, type TabsProps } from './tabs';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: {
    'aria-label': '로그인 또는 회원가입',
    items: [
      { id: 'signIn', label: '로그인' },
      { id: 'signUp', label: '회원가입' },
    ],
    value: 'signIn',
    onChange: fn(),
  },
  decorators: [(Story) => <div style={{ width: 276 }}><Story /></div>],
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Static: the selection follows the `value` control. */
export const SignInSelected: Story = {};

/** Interactive, with the domestic / foreigner strip of the sign-up form. */
export const SignUpKinds: Story = {
  args: {
    'aria-label': '회원가입 종류',
    items: [
      { id: 'domestic', label: '내국인' },
      { id: 'foreigner', label: 'Foreigner' },
    ],
    value: 'domestic',
  },
  render: (args) => <InteractiveTabs {...args} />,
};

function InteractiveTabs(args: TabsProps) {
  const [value, setValue] = useState(args.value);
  return (
    <Tabs
      {...args}
      value={value}
      onChange={(id) => {
        setValue(id);
        args.onChange(id);
      }}
    />
  );
}
