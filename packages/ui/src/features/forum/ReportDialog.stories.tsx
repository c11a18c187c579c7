import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RE_ENGLISH, RE_LONG } from './forumThreadFixtures.ts';
import { REPORT_DETAIL_MAX, ReportDialog, type ReportDialogProps } from './ReportDialog.tsx';

/** The dialog as the page holds it: open until closed, and a button to open it again. */
function Harness(props: ReportDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <ReportDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Features/Forum/ReportDialog',
  component: ReportDialog,
  render: (args) => <Harness {...args} />,
  args: { open: true, onOpenChange: fn(), subject: '帖子', submitting: false, onSubmit: fn() },
} satisfies Meta<typeof ReportDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Chinese: the five reasons, none chosen; a reason and a detail sent, trimmed. */
export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ args }) => {
    const dialog = within(body().getByRole('dialog', { name: '举报' }));
    await expect(dialog.getByText('请选择举报原因，管理员会尽快处理。')).toBeVisible();
    await expect(dialog.getByText('帖子')).toHaveAttribute('translate', 'no');
    const reasons = dialog.getByRole('radiogroup', { name: /举报原因/ });
    const radios = within(reasons).getAllByRole('radio');
    await expect(radios.map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      '垃圾广告',
      '辱骂骚扰',
      '违法违规',
      '欺诈',
      '其他',
    ]);
    for (const radio of radios) await expect(radio).not.toBeChecked();
    const detail = dialog.getByRole('textbox', { name: /补充说明/ });
    await expect(detail).toHaveAttribute('maxlength', String(REPORT_DETAIL_MAX));
    await expect(detail).not.toBeRequired();
    await userEvent.click(dialog.getByRole('radio', { name: '欺诈' }));
    await expect(dialog.getByRole('radio', { name: '欺诈' })).toBeChecked();
    await userEvent.type(detail, '  冒充官方收取定金  ');
    await expect(dialog.getByText(`12 / ${REPORT_DETAIL_MAX}`)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '提交' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ reason: 'fraud', detail: '冒充官方收取定金' });
    // The page closes it once the report is taken: until then it stays open.
    await expect(body().getByRole('dialog')).toBeVisible();
  },
};

/** Escape, the close button and Cancel each close it without sending; it opens again empty. */
export const Close: Story = {
  tags: ['!visual'],
  play: async ({ args }) => {
    await userEvent.click(body().getByRole('radio', { name: '垃圾广告' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(body().getByRole('button', { name: 'open' }));
    await expect(await body().findByRole('radio', { name: '垃圾广告' })).not.toBeChecked();
    await userEvent.click(body().getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await userEvent.click(body().getByRole('button', { name: 'open' }));
    await userEvent.click(await body().findByRole('button', { name: '取消' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledTimes(3);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The English site, a reply named by its first words: a reason without a detail is enough. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { subject: RE_ENGLISH.content.slice(0, 45) },
  play: async ({ args }) => {
    const dialog = within(body().getByRole('dialog', { name: 'Report' }));
    await expect(dialog.getByText(RE_ENGLISH.content.slice(0, 45))).toHaveAttribute('translate', 'no');
    await expect(dialog.getByRole('radiogroup', { name: /Reason/ })).toBeVisible();
    for (const name of ['Spam or advertising', 'Abuse or harassment', 'Illegal content', 'Fraud', 'Other']) {
      await expect(dialog.getByRole('radio', { name })).toBeVisible();
    }
    await expect(dialog.getByText('Optional, except for “Other”')).toBeVisible();
    await userEvent.click(dialog.getByRole('radio', { name: 'Spam or advertising' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ reason: 'spam', detail: '' });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** Sent with no reason chosen: refused at the reasons, the focus on the first; choosing clears it. */
export const Empty: Story = {
  play: async ({ args }) => {
    const dialog = within(body().getByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: '提交' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const reasons = dialog.getByRole('radiogroup', { name: /举报原因/ });
    await expect(reasons).toHaveAttribute('aria-invalid', 'true');
    await expect(reasons).toHaveAccessibleDescription('请选择举报原因');
    await expect(dialog.getByRole('radio', { name: '垃圾广告' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('radio', { name: '辱骂骚扰' }));
    await expect(reasons).not.toHaveAttribute('aria-invalid');
  },
};

/** 'Other' makes the detail required: blank (or spaces) is refused at the field; words then go through. */
export const OtherNeedsDetail: Story = {
  play: async ({ args }) => {
    const dialog = within(body().getByRole('dialog'));
    await userEvent.click(dialog.getByRole('radio', { name: '其他' }));
    const detail = dialog.getByRole('textbox', { name: /补充说明/ });
    await expect(detail).toBeRequired();
    await expect(dialog.queryByText('选填；选择“其他”时必填')).toBeNull();
    await userEvent.type(detail, '   ');
    await userEvent.click(dialog.getByRole('button', { name: '提交' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(detail).toHaveAttribute('aria-invalid', 'true');
    await expect(detail).toHaveAccessibleDescription(/请说明举报原因/);
    await expect(detail).toHaveFocus();
    await userEvent.type(detail, '盗用了我的设计图');
    await expect(detail).not.toHaveAttribute('aria-invalid');
    await userEvent.click(dialog.getByRole('button', { name: '提交' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ reason: 'other', detail: '盗用了我的设计图' });
  },
};

/** Another reason after 'Other': the detail is optional again, its error gone. */
export const OtherThenSpam: Story = {
  tags: ['!visual'],
  play: async ({ args }) => {
    const dialog = within(body().getByRole('dialog'));
    await userEvent.click(dialog.getByRole('radio', { name: '其他' }));
    await userEvent.click(dialog.getByRole('button', { name: '提交' }));
    const detail = dialog.getByRole('textbox', { name: /补充说明/ });
    await expect(detail).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(dialog.getByRole('radio', { name: '垃圾广告' }));
    await expect(detail).not.toHaveAttribute('aria-invalid');
    await expect(detail).not.toBeRequired();
    await userEvent.click(dialog.getByRole('button', { name: '提交' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ reason: 'spam', detail: '' });
  },
};

/** On its way: Submit waits and takes no second press; Cancel still works. */
export const Loading: Story = {
  args: { submitting: true },
  play: async ({ args }) => {
    const dialog = within(body().getByRole('dialog'));
    const submit = dialog.getByRole('button', { name: '提交' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(dialog.getByRole('radio', { name: '垃圾广告' }));
    // Sent another way than the button (Enter in a browser's own form handling): still nothing.
    submit.closest('form')?.requestSubmit();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(dialog.getByRole('button', { name: '取消' })).toBeEnabled();
  },
};

/** The server refused (already reported, say): its words announced; the form can be sent again. */
export const Error: Story = {
  args: { error: '你已经举报过这条内容，请等待管理员处理' },
  play: async ({ args }) => {
    const dialog = within(body().getByRole('dialog'));
    await expect(dialog.getByRole('alert')).toHaveTextContent('你已经举报过这条内容，请等待管理员处理');
    await userEvent.click(dialog.getByRole('radio', { name: '违法违规' }));
    await userEvent.click(dialog.getByRole('button', { name: '提交' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ reason: 'illegal', detail: '' });
  },
};

/** A long reply's words (unbroken link included) clamp inside the dialog; a detail at the limit takes no more. */
export const LongText: Story = {
  args: { subject: RE_LONG.content },
  play: async ({ args }) => {
    const dialog = body().getByRole('dialog');
    const subject = within(dialog).getByText(RE_LONG.content.slice(0, 10), { exact: false });
    await expect(subject.clientHeight).toBeLessThan(subject.scrollHeight);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await userEvent.click(within(dialog).getByRole('radio', { name: '其他' }));
    const detail = within(dialog).getByRole('textbox');
    await userEvent.click(detail);
    await userEvent.paste('铂'.repeat(REPORT_DETAIL_MAX));
    await userEvent.type(detail, '多');
    await expect(detail).toHaveValue('铂'.repeat(REPORT_DETAIL_MAX));
    await expect(dialog).toHaveTextContent(`${REPORT_DETAIL_MAX} / ${REPORT_DETAIL_MAX}`);
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ reason: 'other', detail: '铂'.repeat(REPORT_DETAIL_MAX) });
  },
};

/** A phone: the dialog fits the screen, the buttons inside it. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { subject: RE_LONG.content },
  play: async ({ args }) => {
    const dialog = body().getByRole('dialog');
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    const submit = within(dialog).getByRole('button', { name: '提交' });
    await expect(submit.getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
    await userEvent.click(within(dialog).getByRole('radio', { name: '辱骂骚扰' }));
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({ reason: 'abuse', detail: '' });
  },
};
