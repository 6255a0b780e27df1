import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Card, Page, PageTitle } from './layout';

const meta = {
  title: 'Layout/Page',
  component: Page,
  args: { width: 'medium', framed: false },
  render: (args) => (
    <Page {...args}>
      <PageTitle>내 정보</PageTitle>
      <Card>닉네임 · 아이디 · 본인인증</Card>
      <Card tone="brand">보유 러브 1,200</Card>
    </Page>
  ),
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {};
export const Wide: Story = { args: { width: 'wide' } };
export const FramedAccountPage: Story = { args: { width: 'narrow', framed: true, as: 'section' } };
