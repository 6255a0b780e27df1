import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Spinner } from './spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  args: { size: 16 },
  decorators: [(Story) => <div style={{ color: 'var(--brand-primary, #ff3d7f)' }}><Story /></div>],
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {};
export const Large: Story = { args: { size: 32 } };
export const WithLabel: Story = { args: { label: '불러오는 중' } };
