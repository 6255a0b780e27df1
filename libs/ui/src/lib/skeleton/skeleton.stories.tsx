import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { aspectRatio: '16 / 9' },
  decorators: [(Story) => <div style={{ width: 320 }}><Story /></div>],
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Thumbnail: Story = {};
export const Banner: Story = { args: { aspectRatio: '4 / 1', height: 110, radius: 14 } };
export const Avatar: Story = { args: { aspectRatio: undefined, height: 56, width: 56, radius: 28 } };
