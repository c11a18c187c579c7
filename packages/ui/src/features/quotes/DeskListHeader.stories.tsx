import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRef } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '../../components/TextField.tsx';
import { DeskListActions, DeskListAddMark, DeskListHeader } from './DeskListHeader.tsx';

/** The top of the creator desk's lists (prices, statistics, data items), on its own. */
const meta = {
  title: 'Features/Quotes/DeskListHeader',
  component: DeskListHeader,
  args: {
    headingId: 'desk-heading',
    headingRef: createRef<HTMLHeadingElement>(),
    heading: '数据指标',
    lead: '按频率维护的指标与时间序列，可在表格中编辑或从文件导入。',
    actions: (
      <DeskListActions>
        <a href="#/creator/dataItem/add">
          <DeskListAddMark />
          新建指标
        </a>
      </DeskListActions>
    ),
    filterLabel: '筛选指标',
    filterLayout: 'keyword',
    children: <TextField type="search" name="keyword" label="关键词" />,
    onFilter: fn((event: { preventDefault: () => void }) => event.preventDefault()),
    onReset: fn(),
    applyLabel: '查询',
    resetLabel: '重置',
    found: '共 3 个指标',
  },
} satisfies Meta<typeof DeskListHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The heading, its lead and button, the filter form (Enter sends it, reset resets) and the count, announced. */
export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '数据指标' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '新建指标' })).toHaveAttribute('href', '#/creator/dataItem/add');
    const form = canvas.getByRole('search', { name: '筛选指标' });
    await userEvent.type(within(form).getByRole('searchbox', { name: '关键词' }), '铂{Enter}');
    await expect(args.onFilter).toHaveBeenCalledOnce();
    await userEvent.click(within(form).getByRole('button', { name: '重置' }));
    await expect(args.onReset).toHaveBeenCalledOnce();
    await expect(canvas.getByText('共 3 个指标')).toHaveAttribute('aria-live', 'polite');
  },
};

/** Nothing found yet and no buttons: neither the count nor the button row is drawn. */
export const Bare: Story = {
  tags: ['!visual'],
  args: { actions: undefined, found: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByText(/^共/)).toBeNull();
    await expect(canvas.getByRole('button', { name: '查询' })).toBeVisible();
  },
};

/** On a phone the filter's boxes and buttons stack without the page growing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
