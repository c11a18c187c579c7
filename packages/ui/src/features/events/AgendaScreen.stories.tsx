import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LONG_NAME } from '../../fixtures.ts';
import { AgendaScreen } from './AgendaScreen.tsx';
import { SESSIONS } from './programmeFixtures.ts';

const meta = {
  title: 'Features/Events/Agenda',
  component: AgendaScreen,
  args: {
    sessions: SESSIONS,
    guestHref: (speaker) => `#/events/guest/detail?guest_id=${speaker.id}&events_id=13`,
    icalUrl: (scope) =>
      'day' in scope
        ? `/api/eventsAgenda/ical?events_id=13&day=${scope.day}`
        : `/api/eventsAgenda/ical?events_id=13&session_id=${scope.session_id}`,
    onAddToCalendar: fn((_scope, event) => event.preventDefault()),
    onRetry: fn(),
    editionsHref: '#/events/list',
  },
} satisfies Meta<typeof AgendaScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '大会议程' })).toBeVisible();
    await expect(canvas.getByText('以下时间均为北京时间。')).toBeVisible();
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual([
      '第 1 天 · 2024年11月18日',
      '第 2 天 · 2024年11月19日',
      '第 3 天 · 2024年11月20日',
    ]);
    // Day 1: two sessions in Beijing time, with their rooms and speakers.
    const panel = within(canvas.getByRole('tabpanel'));
    await expect(panel.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['开幕式与主旨演讲', '首饰设计趋势论坛']);
    await expect(panel.getByText('09:30')).toBeVisible();
    await expect(panel.getByText('10:30')).toBeVisible();
    await expect(panel.getAllByText('主会场')[0]).toBeVisible();
    await expect(panel.getByRole('link', { name: '陈立群' })).toHaveAttribute('href', '#/events/guest/detail?guest_id=1&events_id=13');
    const one = panel.getByRole('link', { name: '加入日历：开幕式与主旨演讲' });
    await expect(one).toHaveAttribute('href', '/api/eventsAgenda/ical?events_id=13&session_id=1');
    await userEvent.click(one);
    await expect(args.onAddToCalendar).toHaveBeenCalledWith({ session_id: 1 }, expect.anything());
    await expect(panel.getByRole('link', { name: /将当天议程加入日历/ })).toHaveAttribute(
      'href',
      '/api/eventsAgenda/ical?events_id=13&day=2024-11-18',
    );
    // Another day: its own sessions.
    await userEvent.click(canvas.getByRole('tab', { name: /第 2 天/ }));
    await expect(within(canvas.getByRole('tabpanel')).getByRole('heading', { level: 2, name: '市场与价格圆桌' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2, name: '开幕式与主旨演讲' })).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Day 1 · 18 Nov 2024' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Opening and keynote' })).toBeVisible();
    await expect(canvas.getAllByText('Main Hall')[0]).toBeVisible();
    // No English name: the Chinese one.
    await expect(canvas.getByRole('link', { name: 'Trevor Raymond' })).toBeVisible();
    await expect(canvas.getByText('Chief Executive · Global Platinum Council')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add to calendar: Opening and keynote' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { sessions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('议程即将公布')).toBeVisible();
    await expect(canvas.queryAllByRole('tab')).toHaveLength(0);
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.queryAllByRole('tab')).toHaveLength(0);
  },
};

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('议程加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const NotFound: Story = {
  args: { status: 'notFound' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '查看历届铂金周' })).toHaveAttribute('href', '#/events/list');
  },
};

export const LongText: Story = {
  args: {
    sessions: SESSIONS.map((s) => ({
      ...s,
      title: `${s.title}：${LONG_NAME}`,
      room: `${s.room}（${LONG_NAME}）`,
      description: LONG_NAME.repeat(3),
    })),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: `开幕式与主旨演讲：${LONG_NAME}` })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** A phone: the time sits above the session, the day tabs scroll sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    const time = canvas.getAllByText('09:30')[0]?.getBoundingClientRect();
    const title = canvas.getByRole('heading', { level: 2, name: '开幕式与主旨演讲' }).getBoundingClientRect();
    await expect(title.top).toBeGreaterThanOrEqual(time?.bottom ?? 0);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Night: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '开幕式与主旨演讲' })).toBeVisible();
  },
};
