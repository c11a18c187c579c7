import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Skeleton } from '../../components/Loading.tsx';
import { ProgrammeState } from './ProgrammeState.tsx';

const meta = {
  title: 'Features/Events/ProgrammeState',
  component: ProgrammeState,
  args: {
    status: 'ready',
    empty: false,
    part: 'sponsors',
    editionsHref: '#/events/list',
    onRetry: fn(),
    loading: <Skeleton lines={3} announce={false} />,
    children: <p>赞助商列表</p>,
  },
} satisfies Meta<typeof ProgrammeState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = { play: async ({ canvas }) => void (await expect(canvas.getByText('赞助商列表')).toBeVisible()) };
export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无赞助商')).toBeVisible();
    await expect(canvas.queryByText('赞助商列表')).toBeNull();
  },
};
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => void (await expect(canvas.getByRole('status')).toHaveTextContent('加载中...')),
};
export const Failed: Story = {
  args: { status: 'error' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /重试/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const NoSuchEdition: Story = {
  args: { status: 'notFound' },
  play: async ({ canvas }) =>
    void (await expect(canvas.getByRole('link', { name: '查看历届铂金周' })).toHaveAttribute('href', '#/events/list')),
};
export const English: Story = {
  globals: { locale: 'en' },
  args: { status: 'notFound' },
  play: async ({ canvas }) => void (await expect(canvas.getByRole('link')).toBeVisible()),
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } }, args: { status: 'error' } };
export const Night: Story = { globals: { theme: 'dark' }, args: { status: 'notFound' } };
