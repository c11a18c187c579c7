import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs.tsx';

interface DemoTab {
  value: string;
  label: string;
  body: string;
  disabled?: boolean;
}

function Example({
  label,
  tabs,
  variant,
  size,
  orientation,
}: {
  label: string;
  tabs: DemoTab[];
  variant?: 'underline' | 'pill';
  size?: 'sm' | 'md';
  orientation?: 'horizontal' | 'vertical';
}) {
  return (
    // Padded by a focus ring's reach, so the picture shows a focused panel's ring whole.
    <div style={{ padding: 'var(--space-1)' }}>
      <Tabs defaultValue={tabs[0]?.value} variant={variant} size={size} orientation={orientation}>
        <TabsList aria-label={label}>
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value} disabled={tab.disabled}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            <p style={{ margin: 0 }}>{tab.body}</p>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

const zhTabs: DemoTab[] = [
  { value: 'schedule', label: '日程', body: '9 月 18 日至 20 日，上海国际会议中心。开幕式于 18 日上午 9:30 开始。' },
  { value: 'exhibitors', label: '展商', body: '来自 12 个国家的 80 余家铂族金属与首饰企业参展。' },
  { value: 'forums', label: '论坛', body: '主论坛聚焦铂金在首饰设计与新能源领域的应用。' },
  { value: 'travel', label: '交通', body: '地铁 2 号线陆家嘴站 1 号口出，步行约 8 分钟。' },
];

const enTabs: DemoTab[] = [
  {
    value: 'schedule',
    label: 'Schedule',
    body: '18–20 September, Shanghai International Convention Center. The opening starts at 9:30 on the 18th.',
  },
  { value: 'exhibitors', label: 'Exhibitors', body: 'More than 80 platinum-group-metal and jewellery companies from 12 countries.' },
  { value: 'forums', label: 'Forums', body: 'The main forum looks at platinum in jewellery design and in new energy.' },
  { value: 'travel', label: 'Getting there', body: 'Metro line 2, Lujiazui station, exit 1; about eight minutes on foot.' },
];

const meta = {
  title: 'Primitives/Tabs',
  component: Example,
  args: { label: '上海铂金周', tabs: zhTabs, variant: 'underline', size: 'md', orientation: 'horizontal' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['underline', 'pill'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
  },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: '上海铂金周' });
    await expect(within(list).getAllByRole('tab')).toHaveLength(4);
    await expect(canvas.getByRole('tab', { name: '日程' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: '日程' })).toHaveTextContent(/上海国际会议中心/);

    await userEvent.click(canvas.getByRole('tab', { name: '展商' }));
    await expect(canvas.getByRole('tab', { name: '展商' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: '日程' })).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('tabpanel', { name: '展商' })).toHaveTextContent(/12 个国家/);
    // Only the chosen panel is shown.
    await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Shanghai Platinum Week', tabs: enTabs },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Shanghai Platinum Week' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Getting there' }));
    await expect(canvas.getByRole('tab', { name: 'Getting there' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Getting there' })).toHaveTextContent(/Lujiazui/);
  },
};

export const Pill: Story = {
  args: { variant: 'pill', size: 'sm' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '论坛' }));
    await expect(canvas.getByRole('tab', { name: '论坛' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: '论坛' })).toHaveTextContent(/主论坛/);
  },
};

export const KeyboardArrows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tab = (name: string) => canvas.getByRole('tab', { name });

    // Tab lands on the chosen tab only; the others are reached with the arrow keys.
    await userEvent.tab();
    await expect(tab('日程')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('展商')).toHaveFocus();
    await expect(tab('展商')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: '展商' })).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect(tab('交通')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('日程')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab('交通')).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowRight}{ArrowRight}');
    await expect(tab('论坛')).toHaveFocus();
    await expect(tab('论坛')).toHaveAttribute('aria-selected', 'true');

    // Tab again leaves the list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: '论坛' })).toHaveFocus();
  },
};

export const DisabledTab: Story = {
  args: { tabs: zhTabs.map((tab) => (tab.value === 'exhibitors' ? { ...tab, label: '展商（即将公布）', disabled: true } : tab)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const disabled = canvas.getByRole('tab', { name: '展商（即将公布）' });
    await expect(disabled).toBeDisabled();

    // The arrow keys step over the disabled tab.
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: '日程' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '论坛' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: '论坛' })).toBeVisible();

    // Clicking it does not choose it either.
    await userEvent.click(disabled, { pointerEventsCheck: 0 });
    await expect(disabled).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('tab', { name: '论坛' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: '展商' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: '展商' })).toBeVisible();
    // Left and Right do nothing in a vertical list.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '展商' })).toHaveFocus();
  },
};

export const LongText: Story = {
  args: {
    tabs: [
      { value: 'a', label: '2025 上海铂金周主论坛：铂族金属在首饰设计与新能源领域的应用与展望', body: '正文很长，'.repeat(80) },
      { value: 'b', label: '铂金首饰设计大赛颁奖典礼', body: '颁奖典礼于 9 月 20 日晚举行。' },
      { value: 'c', label: 'Platinum jewellery design award ceremony and gala dinner', body: 'The gala dinner follows the ceremony.' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('tab', { name: /^2025 上海铂金周主论坛/ });
    // A long label wraps inside its tab rather than running out of it.
    await expect(first.scrollWidth).toBeLessThanOrEqual(first.clientWidth);
    await expect(canvas.getByRole('tabpanel', { name: /^2025 上海铂金周主论坛/ })).toHaveTextContent(/正文很长/);
    await userEvent.click(canvas.getByRole('tab', { name: /gala dinner/ }));
    await expect(canvas.getByRole('tabpanel', { name: /gala dinner/ })).toHaveTextContent('The gala dinner follows the ceremony.');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    tabs: [
      ...zhTabs,
      { value: 'hotels', label: '酒店', body: '合作酒店提供会期优惠价。' },
      { value: 'media', label: '媒体中心', body: '媒体注册请于 9 月 10 日前完成。' },
      { value: 'contact', label: '联系我们', body: '组委会邮箱：info@example.com' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist');
    // Too many tabs for 375px: the row scrolls instead of squeezing the tabs.
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);

    await userEvent.tab();
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: '联系我们' });
    await expect(last).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: '联系我们' })).toBeVisible();
    // The focused tab scrolled into view with its whole focus ring (4px around it) inside the list,
    // and the list inside the screen.
    await waitFor(() => {
      const box = list.getBoundingClientRect();
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
      const tab = last.getBoundingClientRect();
      expect(tab.left - 4).toBeGreaterThanOrEqual(box.left - 0.5);
      expect(tab.right + 4).toBeLessThanOrEqual(box.right + 0.5);
      expect(tab.top - 4).toBeGreaterThanOrEqual(box.top - 0.5);
      expect(tab.bottom + 4).toBeLessThanOrEqual(box.bottom + 0.5);
    });
  },
};

/** The night theme (Storybook's theme toolbar): the same story, checked by axe for contrast. */
export const Night: Story = { ...Pill, globals: { ...Pill.globals, theme: 'dark' } };
