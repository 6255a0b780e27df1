import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ProgressBar } from './progress-bar';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { active: true },
  parameters: { docs: { description: { component: 'Toggle `active` to see it complete and hide.' } } },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Route change in progress: the 2 px bar at the top of the page creeps towards 90 %. */
export const Active: Story = {};
export const Inactive: Story = { args: { active: false } };
