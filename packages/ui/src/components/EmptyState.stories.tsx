import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button.tsx';
import { EmptyState } from './EmptyState.tsx';

const refresh = fn();

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeVisible();
    // The drawing is decoration only.
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithAction: Story = {
  args: {
    title: <FormattedMessage id="quote.empty" />,
    description: '行情数据每 30 秒更新一次，更新后会显示在这里。',
    action: (
      <Button variant="secondary" onClick={refresh}>
        <FormattedMessage id="common.retry" />
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    refresh.mockClear();
    await expect(canvas.getByText('暂无推荐指标')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(refresh).toHaveBeenCalledOnce();
  },
};

export const WithLink: Story = {
  args: {
    title: <FormattedMessage id="profile.noIntro" />,
    action: (
      <Button asChild variant="ghost" size="sm">
        <a href="#/user/userinfo">
          <FormattedMessage id="nav.user.edit" />
        </a>
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂没有个人简介')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '编辑资料' })).toHaveAttribute('href', '#/user/userinfo');
  },
};

export const LongText: Story = {
  args: {
    title: '本届铂金周暂未公布主论坛与各分论坛的嘉宾名单，以及铂金首饰设计大赛的评审委员会成员',
    description:
      '组委会将在开幕前一个月陆续公布嘉宾名单与议程安排。你可以订阅“铂金周动态”专栏，或关注官方微信公众号，第一时间收到嘉宾名单、议程与报名开放的通知。',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^本届铂金周暂未公布/)).toBeVisible();
    await expect(canvas.getByText(/报名开放的通知。$/)).toBeVisible();
  },
};

export const Chinese: Story = {
  tags: ['!visual'],
  globals: { locale: 'zh' },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => expect(canvas.getByText('Nothing here yet')).toBeVisible(),
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { title: <FormattedMessage id="guest.none" /> },
  play: async ({ canvas }) => expect(canvas.getByText('暂无嘉宾')).toBeVisible(),
};
