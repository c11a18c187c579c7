import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ActivityAnswerForm, ANSWER_MAX } from './ActivityAnswerForm.tsx';
import { ANSWER, EDITION_NAME, EDITION_NAME_EN, LONG_CONTENT, LONG_QUESTION, QUESTION, QUESTION_ZH_ONLY } from './activityFixtures.ts';

const meta = {
  title: 'Features/Activity/AnswerForm',
  component: ActivityAnswerForm,
  args: {
    status: 'ready',
    question: QUESTION,
    editionName: EDITION_NAME,
    initial: '',
    submitting: false,
    onSubmit: fn(),
    eventHref: '#/events/index?id=14',
    onRetry: fn(),
  },
} satisfies Meta<typeof ActivityAnswerForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const answerField = (canvas: ReturnType<typeof within>, name = '我的回答') => canvas.getByRole('textbox', { name });

/** The Chinese site: the question large, how many have answered, the member's field and the button that makes the card. */
export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvasElement.querySelectorAll('h1')).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1, name: '参与互动' })).toBeVisible();
    await expect(canvas.getByText('2026 上海铂金周')).toBeVisible();
    const question = canvas.getByRole('heading', { level: 2, name: '铂金对你意味着什么？' });
    await expect(parseFloat(getComputedStyle(question).fontSize)).toBeGreaterThan(20);
    await expect(canvas.getByText('已有 1,286 人回答')).toBeVisible();

    // The form is named by the question, and the field hears it with its hint and its limit.
    const form = canvas.getByRole('form', { name: '铂金对你意味着什么？' });
    const field = within(form).getByRole('textbox', { name: '我的回答' });
    await expect(field).toBeRequired();
    await expect(field).toHaveAttribute('maxlength', String(ANSWER_MAX));
    await expect(field).toHaveAccessibleDescription('你的回答会和昵称、头像一起出现在分享卡片上 铂金对你意味着什么？ 最多 200 个字');
    await expect(field).toHaveValue('');
    await expect(canvas.getByText('0 / 200')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看活动' })).toHaveAttribute('href', '#/events/index?id=14');

    await userEvent.type(field, '铂金是我的初心');
    await expect(canvas.getByText('7 / 200')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '生成分享卡片' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith('铂金是我的初心');
  },
};

/** The English site: the question in English, the site's words in English. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { editionName: EDITION_NAME_EN },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Join the conversation' })).toBeVisible();
    await expect(canvas.getByText('Shanghai Platinum Week 2026')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'What does platinum mean to you?' })).toBeVisible();
    await expect(canvas.getByText('1,286 people have answered')).toBeVisible();
    await expect(canvas.getByText('Your answer appears on your share card with your name and picture')).toBeVisible();
    await userEvent.type(answerField(canvas, 'My answer'), 'A promise that lasts.');
    await userEvent.click(canvas.getByRole('button', { name: 'Make my share card' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('A promise that lasts.');
    await expect(canvas.getByRole('link', { name: 'Visit the event' })).toBeVisible();
  },
};

/** The English site, a question asked in Chinese only and not yet answered: shown as asked, an invitation to be first. */
export const EnglishFirstAnswer: Story = {
  globals: { locale: 'en' },
  tags: ['!visual'],
  args: { question: QUESTION_ZH_ONLY },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '铂金对你意味着什么？' })).toBeVisible();
    await expect(canvas.getByText('No one has answered yet: be the first')).toBeVisible();
  },
};

/** Sending nothing (or only spaces): the field says what it needs and takes the focus; nothing is sent. */
export const EmptySubmit: Story = {
  play: async ({ canvas, args }) => {
    const field = answerField(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '生成分享卡片' }));
    await expect(canvas.getByText('请写下你的回答')).toBeVisible();
    await expect(field).toHaveFocus();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/请写下你的回答/);
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Spaces and line breaks are no answer either.
    await userEvent.type(field, '   {Enter}  ');
    await expect(canvas.queryByText('请写下你的回答')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '生成分享卡片' }));
    await expect(canvas.getByText('请写下你的回答')).toBeVisible();
    await expect(field).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Sending: the answer goes out without the spaces around it. */
export const Submit: Story = {
  play: async ({ canvas, args }) => {
    const field = answerField(canvas);
    await userEvent.type(field, '  铂金是时间的见证。{Enter}也是我做首饰的初心。  ');
    await userEvent.click(canvas.getByRole('button', { name: '生成分享卡片' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith('铂金是时间的见证。\n也是我做首饰的初心。');
    await expect(canvas.queryByText('请写下你的回答')).toBeNull();
  },
};

/** On its way: the button spins and takes no second press. */
export const Submitting: Story = {
  tags: ['!visual'],
  args: { submitting: true, initial: ANSWER.content },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '更新并分享' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The member answered before: their answer to edit, and the button says it updates. */
export const Update: Story = {
  args: { initial: ANSWER.content },
  play: async ({ canvas, args }) => {
    const field = answerField(canvas);
    await expect(field).toHaveValue(ANSWER.content);
    await expect(canvas.getByText(`${ANSWER.content.length} / 200`)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '生成分享卡片' })).toBeNull();
    await userEvent.clear(field);
    await userEvent.type(field, '铂金，是一辈子的承诺。');
    await userEvent.click(canvas.getByRole('button', { name: '更新并分享' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('铂金，是一辈子的承诺。');
  },
};

/** The server turned the answer down: its word on the field, which takes the focus; editing clears it. */
export const ServerError: Story = {
  args: { initial: '加我微信 abc123 了解更多', error: '回答包含联系方式，请修改后再提交' },
  play: async ({ canvas }) => {
    const field = answerField(canvas);
    await expect(canvas.getByText('回答包含联系方式，请修改后再提交')).toBeVisible();
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(field, '！');
    await expect(canvas.queryByText('回答包含联系方式，请修改后再提交')).toBeNull();
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

/** No question this edition: said plainly, with the way back to the event. */
export const Closed: Story = {
  args: { status: 'closed', question: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '参与互动' })).toBeVisible();
    await expect(canvas.getByText('本届暂无互动问题')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看活动' })).toHaveAttribute('href', '#/events/index?id=14');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: '生成分享卡片' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', question: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvasElement.querySelector('main')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('heading', { level: 1, name: '参与互动' })).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const Error: Story = {
  args: { status: 'error', question: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('互动问题加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The longest question and a full answer (200 characters): the field is full, the words wrap, nothing overflows. */
export const LongText: Story = {
  args: {
    question: LONG_QUESTION,
    initial: LONG_CONTENT,
    editionName: '2026 上海铂金周暨铂族金属供需展望、氢能与汽车催化剂应用及铂金首饰零售高峰论坛',
  },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(/意味着什么？$/);
    await expect(canvas.getByText('200 / 200')).toBeVisible();
    const field = answerField(canvas);
    // Full: one more character does not go in.
    await userEvent.type(field, '再');
    await expect(field).toHaveValue(LONG_CONTENT);
    await userEvent.click(canvas.getByRole('button', { name: '更新并分享' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(LONG_CONTENT);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** A phone: the question and the field the screen's width, the button full width; nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement, args }) => {
    const field = answerField(canvas);
    const button = canvas.getByRole('button', { name: '生成分享卡片' });
    const form = canvas.getByRole('form', { name: '铂金对你意味着什么？' });
    await expect(Math.round(button.getBoundingClientRect().width)).toBe(Math.round(form.getBoundingClientRect().width));
    await userEvent.type(field, '稳');
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledWith('稳');
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
