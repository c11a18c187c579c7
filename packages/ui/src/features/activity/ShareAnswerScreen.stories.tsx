import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LONG_NAME } from '../../fixtures.ts';
import { ANSWER, ANSWER_EN, EDITION_NAME, EDITION_NAME_EN, LONG_ANSWER, LONG_CONTENT, QUESTION_ZH_ONLY } from './activityFixtures.ts';
import { ShareAnswerScreen, type ShareAnswerScreenProps } from './ShareAnswerScreen.tsx';

const meta = {
  title: 'Features/Activity/ShareAnswer',
  component: ShareAnswerScreen,
  args: {
    status: 'ready',
    answer: ANSWER,
    editionName: EDITION_NAME,
    qrValue: 'https://www.platinumweek.cn/#/events/index?id=14',
    eventHref: '#/events/index?id=14',
    own: false,
    editHref: '#/activity/shareAnswer',
    answerHref: '#/activity/shareAnswer',
    onCopyLink: fn(),
    copied: false,
    onRetry: fn(),
  },
} satisfies Meta<typeof ShareAnswerScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page's one card, found by its heading (the question). */
const cardOf = (canvas: ReturnType<typeof within>) => canvas.getByRole('article');

/** The Chinese site: the question as the page's heading, the answer as its member wrote it, a code to the edition. */
export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvasElement.querySelectorAll('h1')).toHaveLength(1);
    const heading = canvas.getByRole('heading', { level: 1, name: '铂金对你意味着什么？' });
    const card = cardOf(canvas);
    await expect(card).toHaveAccessibleName('铂金对你意味着什么？');
    await expect(within(card).getByText('2026 上海铂金周')).toBeVisible();
    await expect(heading).toBeVisible();

    // The answer: the member's words, their line break kept, not for translating.
    const content = within(card).getByText(/^铂金是时间的见证。/);
    await expect(content).toHaveAttribute('translate', 'no');
    await expect(getComputedStyle(content).whiteSpace).toBe('pre-wrap');
    await expect(content.textContent).toContain('\n');
    await expect(content.getBoundingClientRect().height).toBeGreaterThan(50);

    // The author: the name as written, verified; the day it was written.
    await expect(within(card).getByText('林晓')).toHaveAttribute('translate', 'no');
    await expect(within(card).getByRole('img', { name: '专家认证' })).toBeVisible();
    await expect(within(card).getByText('2026年11月18日')).toHaveAttribute('datetime', '2026-11-18T02:30:00.000Z');

    // The footer: a code to the edition, and what to do with it.
    const qr = within(card).getByRole('img', { name: '扫码参加2026 上海铂金周' });
    await expect(qr.getBoundingClientRect().width).toBe(96);
    await expect(within(card).getByText('长按识别二维码，了解2026 上海铂金周')).toBeVisible();

    // Below the card: copy, answer too (not the author), the event; and WeChat's hint.
    await expect(canvas.getByText('点击右上角 ··· 分享给朋友')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '我也来回答' })).toHaveAttribute('href', args.answerHref);
    await expect(canvas.queryByRole('link', { name: '修改我的回答' })).toBeNull();
    await expect(canvas.getByRole('link', { name: '查看活动' })).toHaveAttribute('href', '#/events/index?id=14');
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await userEvent.click(canvas.getByRole('button', { name: '复制链接' }));
    await expect(args.onCopyLink).toHaveBeenCalledTimes(1);
  },
};

/** The English site: the question in English, the answer as written, the words of the site in English. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { answer: ANSWER_EN, editionName: EDITION_NAME_EN },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'What does platinum mean to you?' })).toBeVisible();
    await expect(canvas.queryByText('铂金对你意味着什么？')).toBeNull();
    await expect(canvas.getByText(/^Platinum is the quiet metal/)).toHaveAttribute('translate', 'no');
    await expect(canvas.getByText('Oliver Bennett')).toHaveAttribute('translate', 'no');
    // Not verified: no badge.
    await expect(canvas.queryByRole('img', { name: /Verified/ })).toBeNull();
    await expect(canvas.getByText('18 Nov 2026')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Scan to visit Shanghai Platinum Week 2026' })).toBeVisible();
    await expect(canvas.getByText('Scan the code to learn about Shanghai Platinum Week 2026')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'I want to answer too' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Visit the event' })).toBeVisible();
    await expect(canvas.getByText('Tap ··· at the top right to share')).toBeVisible();
  },
};

/** The English site, a question asked in Chinese only: it shows as asked. */
export const EnglishUntranslatedQuestion: Story = {
  globals: { locale: 'en' },
  tags: ['!visual'],
  args: { answer: { ...ANSWER, question: QUESTION_ZH_ONLY } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '铂金对你意味着什么？' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Verified expert' })).toBeVisible();
  },
};

/** The author looks at their own card: they may edit the answer, not answer again. */
export const Own: Story = {
  args: { own: true, editHref: '#/activity/shareAnswer?edit=1' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '修改我的回答' })).toHaveAttribute('href', '#/activity/shareAnswer?edit=1');
    await expect(canvas.queryByRole('link', { name: '我也来回答' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '复制链接' })).toBeVisible();
  },
};

/** Someone else's card: an invitation to answer too, no edit. */
export const Other: Story = {
  tags: ['!visual'],
  args: { own: false, answerHref: '#/activity/shareAnswer?from=901' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '我也来回答' })).toHaveAttribute('href', '#/activity/shareAnswer?from=901');
    await expect(canvas.queryByRole('link', { name: '修改我的回答' })).toBeNull();
  },
};

/** The page around the screen: copying marks the link copied. */
function CopyPage(args: ShareAnswerScreenProps) {
  const [copied, setCopied] = useState(args.copied);
  return (
    <ShareAnswerScreen
      {...args}
      copied={copied}
      onCopyLink={() => {
        args.onCopyLink();
        setCopied(true);
      }}
    />
  );
}

/** Copy the link: the button says it is copied, and a screen reader hears it. */
export const CopyLink: Story = {
  render: (args) => <CopyPage {...args} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByText('已复制')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '复制链接' }));
    await expect(args.onCopyLink).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: '已复制' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '复制链接' })).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('链接已复制');
  },
};

/** A link to an answer that is gone: said plainly, with the way to the event. */
export const NotFound: Story = {
  args: { status: 'notFound', answer: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '分享回答' })).toBeInTheDocument();
    await expect(canvas.getByText('这个回答不存在或已删除')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看活动' })).toHaveAttribute('href', '#/events/index?id=14');
    await expect(canvas.queryByRole('button', { name: '复制链接' })).toBeNull();
    await expect(canvas.queryByRole('img', { name: /扫码/ })).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', answer: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvasElement.querySelector('main')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('heading', { level: 1, name: '分享回答' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: '复制链接' })).toBeNull();
  },
};

export const Error: Story = {
  args: { status: 'error', answer: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('回答加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The longest question, answer (200 characters) and name: all wrap inside the card. */
export const LongText: Story = {
  args: { answer: LONG_ANSWER, editionName: '2026 上海铂金周暨铂族金属供需展望、氢能与汽车催化剂应用及铂金首饰零售高峰论坛' },
  play: async ({ canvas, canvasElement }) => {
    const card = cardOf(canvas);
    await expect(within(card).getByText(LONG_CONTENT)).toBeVisible();
    await expect(LONG_CONTENT).toHaveLength(200);
    await expect(within(card).getByText(LONG_NAME)).toBeVisible();
    await expect(within(card).getByRole('img', { name: '机构认证' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/意味着什么？$/);
    // The card keeps its width; nothing inside it is wider.
    await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(420);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** A phone: the card the screen's width, the buttons one above the other, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { answer: LONG_ANSWER },
  play: async ({ canvas, canvasElement, args }) => {
    const card = cardOf(canvas);
    const main = canvasElement.querySelector('main') as HTMLElement;
    // The card fills the page's width, less its small margins.
    await expect(card.getBoundingClientRect().width).toBeGreaterThan(main.clientWidth - 32);
    const copy = canvas.getByRole('button', { name: '复制链接' });
    const answer = canvas.getByRole('link', { name: '我也来回答' });
    await expect(answer.getBoundingClientRect().top).toBeGreaterThan(copy.getBoundingClientRect().bottom - 1);
    await expect(Math.round(answer.getBoundingClientRect().width)).toBe(Math.round(copy.getBoundingClientRect().width));
    await userEvent.click(copy);
    await expect(args.onCopyLink).toHaveBeenCalledTimes(1);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
