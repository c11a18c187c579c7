import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LONG_NAME } from '../../fixtures.ts';
import { GuestbookForm, type GuestbookFormProps, type GuestbookValues } from './GuestbookForm.tsx';
import { GB_LONG } from './guestbookFixtures.ts';

const meta = {
  title: 'Features/Guestbook/GuestbookForm',
  component: GuestbookForm,
  args: {
    editionName: '2024 铂金周',
    initial: {},
    proof: 'ready',
    onRetryProof: fn(),
    submitting: false,
    errors: {},
    sent: null,
    onSubmit: fn(),
    onReset: fn(),
    backHref: '#/events/index?id=13',
  },
} satisfies Meta<typeof GuestbookForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const nameField = (canvas: Canvas, name = '姓名') => canvas.getByRole('textbox', { name });
const contactField = (canvas: Canvas, name = '联系方式') => canvas.getByRole('textbox', { name });
const contentField = (canvas: Canvas, name = '留言内容') => canvas.getByRole('textbox', { name });

/** The proof of work's line (the only status on the form). */
const proofLine = (canvas: Canvas) => canvas.getByRole('status');

const BOOTH: GuestbookValues = {
  name: '周静',
  contact: '138-1234-5678',
  content: '您好，我们想参加 2024 铂金周的展览，请问标准展位还有吗？',
};

/** The Chinese site: a visitor fills it in, the counter follows, the values go out trimmed. */
export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '给主办方留言' })).toBeVisible();
    await expect(canvas.getByText(/^关于2024 铂金周的参展/)).toBeVisible();
    await expect(canvas.getByText('主办方会通过您留下的联系方式回复，通常在 2 个工作日内。')).toBeVisible();
    await expect(nameField(canvas)).toHaveAttribute('autocomplete', 'name');
    await expect(nameField(canvas)).toHaveAttribute('maxlength', '40');
    await expect(nameField(canvas)).toBeRequired();
    await expect(contactField(canvas)).toHaveAttribute('maxlength', '100');
    await expect(contactField(canvas)).toHaveAccessibleDescription('手机号或邮箱');
    await expect(contentField(canvas)).toHaveAttribute('maxlength', '1000');
    await expect(contentField(canvas)).toHaveAttribute('rows', '6');
    await expect(canvas.getByText('0 / 1000')).toBeVisible();
    await expect(proofLine(canvas)).toHaveTextContent('安全验证已通过');

    await userEvent.type(nameField(canvas), `  ${BOOTH.name} `);
    await userEvent.type(contactField(canvas), ` ${BOOTH.contact}`);
    await userEvent.type(contentField(canvas), `${BOOTH.content}  `);
    await expect(canvas.getByText(`${BOOTH.content.length + 2} / 1000`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(BOOTH);
    await expect(canvas.queryByText('请填写您的姓名')).toBeNull();
  },
};

/** The English site, a member's nickname and e-mail filled in, no edition: the generic intro. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { editionName: null, initial: { name: 'Hannah Clarke', contact: 'h.clarke@metalsweekly.co.uk' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Leave the organisers a message' })).toBeVisible();
    await expect(
      canvas.getByText('Questions about exhibiting, attending, press or anything else? Leave the organisers a message.'),
    ).toBeVisible();
    await expect(nameField(canvas, 'Name')).toHaveValue('Hannah Clarke');
    await expect(contactField(canvas, 'Contact')).toHaveAccessibleDescription('Mobile or e-mail');
    await expect(proofLine(canvas)).toHaveTextContent('Security check passed');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByText('Content cannot be empty')).toBeVisible();
    await expect(contentField(canvas, 'Message')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(contentField(canvas, 'Message'), 'How do I apply for press accreditation?');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Hannah Clarke',
      contact: 'h.clarke@metalsweekly.co.uk',
      content: 'How do I apply for press accreditation?',
    });
  },
};

/** Submit with nothing, then a wrong contact, then right: every field says what it needs, the first takes the focus. */
export const ClientValidation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(nameField(canvas)).toHaveAccessibleDescription('请填写您的姓名');
    await expect(contactField(canvas)).toHaveAccessibleDescription('请填写联系方式 手机号或邮箱');
    await expect(contentField(canvas)).toHaveAccessibleDescription(/^内容不能为空/);
    await expect(nameField(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(nameField(canvas)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Only spaces, and a contact that is neither a phone nor an e-mail.
    await userEvent.type(nameField(canvas), '   ');
    await userEvent.type(contactField(canvas), '12345');
    await userEvent.type(contentField(canvas), '请问有团体票吗？');
    await expect(contentField(canvas)).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(canvas.getByText('请填写您的姓名')).toBeVisible();
    await expect(canvas.getByText('请填写正确的手机号或邮箱')).toBeVisible();
    await expect(nameField(canvas)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(contactField(canvas));
    await userEvent.type(contactField(canvas), 'li@example');
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(canvas.getByText('请填写正确的手机号或邮箱')).toBeVisible();

    await userEvent.type(nameField(canvas), '李明轩 ');
    await userEvent.clear(contactField(canvas));
    await userEvent.type(contactField(canvas), ' li@example.cn ');
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: '李明轩', contact: 'li@example.cn', content: '请问有团体票吗？' });
    await expect(canvas.queryByText('请填写正确的手机号或邮箱')).toBeNull();
  },
};

/** The server's answer: its words on their fields, the first one focused; a field edited drops its complaint. */
export const ServerErrors: Story = {
  args: {
    initial: { name: '王海涛', contact: '021-6888 1234', content: '请问明年的铂金周什么时候举办？' },
    errors: { contact: '该联系方式今天已提交过多条留言', content: '留言内容包含不允许的链接' },
  },
  play: async ({ canvas, args }) => {
    await expect(contactField(canvas)).toHaveAccessibleDescription('该联系方式今天已提交过多条留言 手机号或邮箱');
    await expect(contentField(canvas)).toHaveAccessibleDescription(/^留言内容包含不允许的链接/);
    await expect(nameField(canvas)).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(contactField(canvas)).toHaveFocus());
    await userEvent.type(contactField(canvas), '5');
    await expect(canvas.queryByText('该联系方式今天已提交过多条留言')).toBeNull();
    await expect(canvas.getByText('留言内容包含不允许的链接')).toBeVisible();
    // Our own check wins over the server's until the field is edited.
    await userEvent.clear(contentField(canvas));
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(contentField(canvas)).toHaveAccessibleDescription(/^内容不能为空/);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** On its way: the button spins and takes no second click. */
export const Loading: Story = {
  args: { submitting: true, initial: BOOTH },
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: '提交' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('form', { name: '给主办方留言' })).toHaveAttribute('aria-busy', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The proof still solving: a spinner and its words; the button stays usable (the page waits for the proof). */
export const ProofWorking: Story = {
  args: { proof: 'working', initial: BOOTH },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(proofLine(canvas)).toHaveTextContent('正在进行安全验证…');
    await expect(canvasElement.querySelector('.spw-guestbook-proof__spinner')).not.toBeNull();
    await expect(canvas.queryByRole('button', { name: '重试' })).toBeNull();
    const submit = canvas.getByRole('button', { name: '提交' });
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith(BOOTH);
  },
};

/** The proof not done: said in red, with a retry; sending is still allowed (the page tries again). */
export const ProofFailed: Story = {
  args: { proof: 'failed', initial: BOOTH },
  play: async ({ canvas, args }) => {
    await expect(proofLine(canvas)).toHaveTextContent('安全验证未完成');
    await expect(canvas.queryByText('安全验证已通过')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetryProof).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(BOOTH);
  },
};

/** Sent: the thank-you panel replaces the form, announced, its heading focused; another, or back. */
export const Sent: Story = {
  args: { sent: { id: 907, createdAt: '2024-10-28T06:42:00.000Z' } },
  play: async ({ canvas, args }) => {
    const panel = canvas.getByRole('status');
    await expect(panel).toHaveAccessibleName('留言已提交');
    await waitFor(() => expect(within(panel).getByRole('heading', { level: 2, name: '留言已提交' })).toHaveFocus());
    await expect(within(panel).getByText('留言编号 907，提交于 2024年10月28日 14:42')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    // The panel says what happens next: the header does not repeat it.
    await expect(canvas.getAllByText(/通常在 2 个工作日内/)).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1, name: '给主办方留言' })).toBeVisible();
    await expect(within(panel).getByRole('link', { name: '返回活动页面' })).toHaveAttribute('href', '#/events/index?id=13');
    await userEvent.click(within(panel).getByRole('button', { name: '再写一条' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
  },
};

/** A page that keeps its state: sent, then 'write another' brings back the form with the name and contact kept. */
function Page(args: GuestbookFormProps) {
  const [sent, setSent] = useState<GuestbookFormProps['sent']>(null);
  return (
    <GuestbookForm
      {...args}
      sent={sent}
      onSubmit={(values) => {
        args.onSubmit(values);
        setSent({ id: 908, createdAt: '2024-10-28T07:00:00.000Z' });
      }}
      onReset={() => {
        args.onReset();
        setSent(null);
      }}
    />
  );
}

export const WriteAnother: Story = {
  tags: ['!visual'],
  render: (args) => <Page {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.type(nameField(canvas), BOOTH.name);
    await userEvent.type(contactField(canvas), BOOTH.contact);
    await userEvent.type(contentField(canvas), BOOTH.content);
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: '留言已提交' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: '再写一条' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await expect(nameField(canvas)).toHaveValue(BOOTH.name);
    await expect(contactField(canvas)).toHaveValue(BOOTH.contact);
    await expect(contentField(canvas)).toHaveValue('');
    await waitFor(() => expect(contentField(canvas)).toHaveFocus());
  },
};

/** A long edition name, a long name, an unbroken e-mail and a long message: all wrap inside the form. */
export const LongText: Story = {
  args: {
    editionName: '2024 上海铂金周暨铂族金属供需展望、氢能与汽车催化剂应用及铂金首饰零售高峰论坛与设计大赛颁奖典礼',
    initial: { name: LONG_NAME, contact: GB_LONG.contact, content: GB_LONG.content },
    errors: { contact: '该联系方式今天已提交过多条留言，请明天再试或改用其他联系方式；如有急事请直接致电主办方会务组。' },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(nameField(canvas)).toHaveValue(LONG_NAME);
    await expect(canvas.getByText(`${GB_LONG.content.length} / 1000`)).toBeVisible();
    const root = canvasElement.querySelector('.spw-guestbook') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/** A phone: one column, the button the screen's width, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { proof: 'failed' },
  play: async ({ canvas, canvasElement }) => {
    const name = nameField(canvas).getBoundingClientRect();
    const contact = contactField(canvas).getBoundingClientRect();
    await expect(contact.top).toBeGreaterThan(name.bottom);
    await expect(Math.round(contact.width)).toBe(Math.round(name.width));
    const submit = canvas.getByRole('button', { name: '提交' }).getBoundingClientRect();
    const form = canvas.getByRole('form', { name: '给主办方留言' }).getBoundingClientRect();
    await expect(Math.round(submit.width)).toBe(Math.round(form.width));
    const doc = canvasElement.ownerDocument.documentElement;
    await waitFor(() => expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth));
  },
};
