import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { QueryState } from './query-state';

const meta = {
  title: 'Feedback/QueryState',
  component: QueryState<string[]>,
  args: {
    query: { isPending: false, isError: false, data: ['공지 1', '공지 2'] },
    loadingLabel: '불러오는 중',
    error: '공지사항을 불러오지 못했습니다.',
    empty: '공지사항이 없습니다.',
    isEmpty: (data: string[]) => data.length === 0,
    children: (data: string[]) => (
      <ul>
        {data.map((d) => (
          <li key={d}>{d}</li>
        ))}
      </ul>
    ),
  },
} satisfies Meta<typeof QueryState<string[]>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Loading: Story = { args: { query: { isPending: true, isError: false, data: undefined } } };
export const Failed: Story = { args: { query: { isPending: false, isError: true, data: undefined } } };
export const Empty: Story = { args: { query: { isPending: false, isError: false, data: [] } } };
