import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GUEST_GROUPS, GUESTS, LONG_NAME } from '../../fixtures.ts';
import { GuestDetailScreen } from './GuestDetailScreen.tsx';

function find<T extends { id: number }>(items: T[], id: number): T {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) throw new RangeError(`no fixture ${id}`);
  return item;
}

const chen = find(GUESTS, 1);
const liNa = find(GUESTS, 4);
const keynotes = find(GUEST_GROUPS, 1);
const mining = find(GUEST_GROUPS, 2);
const href = (id: number) => `#/events/guest/detail?guest_id=${id}&events_id=13`;

const meta = {
  title: 'Features/Events/GuestDetail',
  component: GuestDetailScreen,
  args: {
    guest: chen,
    group: keynotes,
    // The whole group, as the site has it: the screen leaves the guest out.
    others: GUESTS.filter((guest) => guest.group_id === keynotes.id),
    guestHref: (guest) => href(guest.id),
    listHref: '#/events/guest/list?events_id=13',
    onRetry: fn(),
  },
} satisfies Meta<typeof GuestDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '陈立群' })).toBeVisible();
    await expect(canvas.getByText('主旨演讲')).toBeVisible();
    await expect(canvas.getByText('主席')).toBeVisible();
    await expect(canvas.getByText('上海铂金周组委会')).toBeVisible();
    await expect(canvas.getByText('铂金周创办人之一')).toBeVisible();
    // The content's blank lines make three paragraphs.
    const about = within(canvas.getByRole('region', { name: '嘉宾介绍' }));
    await expect(about.getByText('长期从事贵金属行业组织工作，推动中外铂族金属交流与合作。')).toBeVisible();
    await expect(about.getByText('2021 年起主持上海铂金周，连接矿业、精炼、首饰制造与设计。')).toBeVisible();
    await expect(about.getByText(/^Has organised the precious-metals trade/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回嘉宾列表' })).toHaveAttribute('href', '#/events/guest/list?events_id=13');
    // The rest of the group, without the guest.
    const others = within(canvas.getByRole('region', { name: '同组嘉宾：主旨演讲' }));
    await expect(others.getByRole('link', { name: 'Trevor Raymond' })).toHaveAttribute('href', href(2));
    await expect(others.getAllByRole('link')).toHaveLength(1);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Chen Liqun' })).toBeVisible();
    await expect(canvas.getByText('Keynotes')).toBeVisible();
    await expect(canvas.getByText('Chair')).toBeVisible();
    await expect(canvas.getByText('Shanghai Platinum Week')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'About' })).toBeVisible();
    // The English brief and introduction (two paragraphs), and none of the Chinese.
    await expect(canvas.getByText('One of the founders of Platinum Week')).toBeVisible();
    const about = within(canvas.getByRole('region', { name: 'About' }));
    await expect(about.getByText(/^Has organised the precious-metals trade for three decades/)).toBeVisible();
    await expect(about.getByText(/^Has chaired Shanghai Platinum Week since 2021/)).toBeVisible();
    await expect(canvas.queryByText('铂金周创办人之一')).toBeNull();
    await expect(about.queryByText(/长期从事贵金属行业组织工作/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to the guests' })).toHaveAttribute('href', '#/events/guest/list?events_id=13');
    await expect(canvas.getByRole('region', { name: 'Also in Keynotes' })).toBeVisible();
  },
};

/** English without an English name: the nickname, with the English company and position. */
export const EnglishWithoutEnglishName: Story = {
  globals: { locale: 'en' },
  args: { guest: liNa, group: mining, others: GUESTS.filter((guest) => guest.group_id === mining.id) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '李娜' })).toBeVisible();
    await expect(canvas.getByText('Sino-Platinum Metals')).toBeVisible();
    await expect(canvas.getByText('Chief Refining Engineer')).toBeVisible();
    await expect(canvas.getByText('Mining and refining')).toBeVisible();
    // No English brief or introduction: the Chinese ones.
    await expect(canvas.getByText('铂族金属精炼与回收')).toBeVisible();
    await expect(canvas.getByText('负责铂钯精炼工艺与回收产线。')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Wang Haifeng' })).toHaveAttribute('href', href(3));
  },
};

/** A guest with a name and nothing else: no introduction yet, no group to list. */
export const Empty: Story = {
  args: {
    guest: { ...chen, company: '', en_company: '', position: '', en_position: '', brief: '', content: ' \n\n ' },
    group: null,
    others: [],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '陈立群' })).toBeVisible();
    await expect(canvas.getByText('暂无介绍')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: /同组嘉宾/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: '返回嘉宾列表' })).toBeVisible();
  },
};

/** The content is plain text: markup in it is shown as it is written, never run. */
export const MarkupIsText: Story = {
  args: { guest: { ...chen, content: '<img src=x onerror="window.__xss=1"><b>粗体</b>\n第二行' } },
  play: async ({ canvas, canvasElement }) => {
    const about = within(canvas.getByRole('region', { name: '嘉宾介绍' }));
    await expect(about.getByText(/<b>粗体<\/b>/)).toHaveTextContent('<img src=x onerror="window.__xss=1"><b>粗体</b> 第二行');
    await expect(canvasElement.querySelector('img[src="x"], b')).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', guest: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(canvas.getByRole('link', { name: '返回嘉宾列表' })).toHaveAttribute('href', '#/events/guest/list?events_id=13');
  },
};

export const Error: Story = {
  args: { status: 'error', guest: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('嘉宾信息加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** An unknown, missing or malformed guest_id. */
export const NotFound: Story = {
  args: { status: 'notFound', guest: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '未找到该嘉宾' })).toBeVisible();
    await expect(canvas.getByText('该嘉宾不存在或已被移除。')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回嘉宾列表' })).toHaveAttribute('href', '#/events/guest/list?events_id=13');
  },
};

const LONG_CONTENT = Array.from(
  { length: 4 },
  (_, index) => `第 ${index + 1} 段：${LONG_NAME}。长期从事贵金属行业组织工作，推动中外铂族金属交流与合作，${LONG_NAME}。`,
).join('\n\n');

export const LongText: Story = {
  args: {
    guest: {
      ...chen,
      nickname: `陈立群${LONG_NAME}`,
      company: `上海铂金周组委会（${LONG_NAME}）`,
      position: `主席兼${LONG_NAME}`,
      brief: `铂金周创办人之一，${LONG_NAME}`,
      content: `${LONG_CONTENT}\n\nAVeryLongUnbrokenEnglishWordThatMustWrapInsideItsParagraphRatherThanOverflowTheColumn`,
    },
    group: { ...keynotes, name: `主旨演讲：${LONG_NAME}` },
    others: GUESTS.slice(0, 2).map((guest) => ({ ...guest, nickname: `${guest.nickname}${LONG_NAME}` })),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: `陈立群${LONG_NAME}` })).toBeVisible();
    await expect(canvas.getByText(/^第 4 段/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: `Trevor Raymond${LONG_NAME}` })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '陈立群' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回嘉宾列表' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Trevor Raymond' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** The night theme (Storybook's theme toolbar): the same story, checked by axe for contrast. */
export const Night: Story = { ...Filled, globals: { ...Filled.globals, theme: 'dark' } };
