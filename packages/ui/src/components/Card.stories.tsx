import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, userEvent } from 'storybook/test';
import { Button } from './Button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './Card.tsx';
import { Tag } from './Tag.tsx';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    style: { maxWidth: 420 },
    children: (
      <>
        <CardHeader>
          <CardTitle>2026 上海铂金周主论坛</CardTitle>
          <CardDescription>11 月 18 日 09:30 · 上海世博中心</CardDescription>
        </CardHeader>
        <CardContent>铂族金属供需展望、氢能与汽车催化剂、铂金首饰零售趋势三大议题。</CardContent>
        <CardFooter>
          <Tag tone="gold" size="sm">
            报名中
          </Tag>
          <span>1,280 人已报名</span>
        </CardFooter>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: '2026 上海铂金周主论坛' })).toBeVisible();
    await expect(canvas.getByText('报名中')).toBeVisible();
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: 24 }}>
      {(['plain', 'elevated', 'outline'] as const).map((variant) => (
        <Card key={variant} {...args} style={{}} variant={variant}>
          <CardHeader>
            <CardTitle>{variant}</CardTitle>
            <CardDescription>上海铂金周</CardDescription>
          </CardHeader>
          <CardContent>铂金 232 元/克</CardContent>
        </Card>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['plain', 'elevated', 'outline']);
  },
};

/** The whole card is one link (asChild), reached and opened with the keyboard. */
export const LinkCard: Story = {
  args: {
    asChild: true,
    variant: 'outline',
    children: (
      <a href="#/article/detail?id=12">
        <CardHeader>
          <CardTitle>铂金价格周评：供应偏紧，钯金反弹</CardTitle>
          <CardDescription>铂金周研究院 · 11 月 20 日</CardDescription>
        </CardHeader>
        <CardContent>本周铂金现货均价 232 元/克，较上周下跌 1.64 元。</CardContent>
      </a>
    ),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /^铂金价格周评/ });
    await expect(link).toHaveAttribute('href', '#/article/detail?id=12');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const WithActions: Story = {
  args: {
    variant: 'elevated',
    children: (
      <>
        <CardHeader>
          <CardTitle asChild>
            <h2>收货地址</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>林晓 · 138****0000 · 上海市浦东新区世博大道 1500 号</CardContent>
        <CardFooter>
          <Button size="sm" variant="secondary">
            <FormattedMessage id="common.save" />
          </Button>
          <Button size="sm" variant="ghost">
            <FormattedMessage id="common.cancel" />
          </Button>
        </CardFooter>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '收货地址' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '保存' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    children: (
      <>
        <CardHeader>
          <CardTitle>2026 上海铂金周主论坛暨铂族金属供需展望、氢能与汽车催化剂应用及铂金首饰零售趋势高峰对话</CardTitle>
          <CardDescription>11 月 18 日至 11 月 22 日 · 上海世博中心、上海世博展览馆及多个分会场（详见议程）</CardDescription>
        </CardHeader>
        <CardContent>
          {'来自矿山、精炼、贸易、加工制造、珠宝设计与投资机构的嘉宾将围绕铂族金属的供应、需求与价格展开讨论。'.repeat(3)}
        </CardContent>
        <CardFooter>
          <Tag tone="gold" size="sm">
            报名中
          </Tag>
          <span>1,280 人已报名</span>
        </CardFooter>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(/高峰对话$/);
  },
};

export const Chinese: Story = {
  tags: ['!visual'],
  globals: { locale: 'zh' },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    children: (
      <>
        <CardHeader>
          <CardTitle>Shanghai Platinum Week 2026</CardTitle>
          <CardDescription>18 November, 09:30 · Shanghai Expo Centre</CardDescription>
        </CardHeader>
        <CardContent>Supply and demand, hydrogen and autocatalysts, platinum jewellery retail.</CardContent>
        <CardFooter>
          <Button size="sm" variant="secondary">
            <FormattedMessage id="common.more" />
          </Button>
        </CardFooter>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Shanghai Platinum Week 2026' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'More' })).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } }, args: { style: {} } };

/** The night theme (Storybook's theme toolbar): the same story, checked by axe for contrast. */
export const Night: Story = { ...Variants, globals: { ...Variants.globals, theme: 'dark' } };
