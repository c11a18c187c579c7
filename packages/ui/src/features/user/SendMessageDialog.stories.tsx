import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LONG_NAME } from '../../fixtures.ts';
import { LONG_MESSAGE } from './profileFixtures.ts';
import { MESSAGE_MAX, SendMessageDialog, type SendMessageDialogProps } from './SendMessageDialog.tsx';

/** The dialog as the page holds it: open until closed, and a button to open it again. */
function Harness(props: SendMessageDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <SendMessageDialog
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
  title: 'Features/User/SendMessageDialog',
  component: SendMessageDialog,
  render: (args) => <Harness {...args} />,
  args: { open: true, onOpenChange: fn(), recipient: '林晓', sending: false, onSend: fn() },
} satisfies Meta<typeof SendMessageDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Chinese: the title names the recipient; the text is sent trimmed; Escape closes. */
export const Open: Story = {
  globals: { locale: 'zh' },
  play: async ({ args }) => {
    const dialog = body().getByRole('dialog', { name: '发私信给 林晓' });
    await expect(within(dialog).getByText('林晓')).toHaveAttribute('translate', 'no');
    const field = within(dialog).getByRole('textbox', { name: /私信内容/ });
    await expect(field).toHaveAttribute('maxlength', String(MESSAGE_MAX));
    await expect(field).toHaveFocus();
    await userEvent.type(field, '  您好，想请教 Pt950 婚戒的报价。  ');
    await expect(dialog).toHaveTextContent(`23 / ${MESSAGE_MAX}`);
    await userEvent.click(within(dialog).getByRole('button', { name: '发送' }));
    await expect(args.onSend).toHaveBeenCalledWith('您好，想请教 Pt950 婚戒的报价。');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** The English site: the site's words in English; the close button closes. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { recipient: 'Oliver Bennett' },
  play: async ({ args }) => {
    const dialog = body().getByRole('dialog', { name: 'Message Oliver Bennett' });
    await expect(within(dialog).getByRole('textbox', { name: /Message/ })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Send' })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** Blank (or only spaces): refused at the field, nothing sent; typing clears the message, blank again refuses again. */
export const EmptyRefused: Story = {
  play: async ({ args }) => {
    const dialog = body().getByRole('dialog');
    const field = within(dialog).getByRole('textbox');
    await userEvent.type(field, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: '发送' }));
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('内容不能为空');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveFocus();
    await userEvent.type(field, '你好');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('');
    await expect(field).not.toHaveAttribute('aria-invalid');
    // Cleared again and sent with Enter on the button: refused again.
    await userEvent.clear(field);
    within(dialog).getByRole('button', { name: '发送' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('内容不能为空');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** On its way: Send waits and takes no second press; Cancel still closes. */
export const Sending: Story = {
  args: { sending: true },
  play: async ({ args }) => {
    const dialog = body().getByRole('dialog');
    const send = within(dialog).getByRole('button', { name: /发送/ });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(within(dialog).getByRole('textbox'), '您好');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** The server refused: its words at the field, announced. */
export const ServerError: Story = {
  args: { error: '对方未关注你，每天最多发送 3 条私信' },
  play: async () => {
    const dialog = body().getByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('对方未关注你，每天最多发送 3 条私信');
    await expect(within(dialog).getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(within(dialog).getByRole('button', { name: '发送' })).toBeEnabled();
  },
};

/** A long name wraps in the title; a message at the limit takes no more. */
export const LongText: Story = {
  args: { recipient: `林晓${LONG_NAME}` },
  play: async ({ args }) => {
    const dialog = body().getByRole('dialog', { name: `发私信给 林晓${LONG_NAME}` });
    const field = within(dialog).getByRole('textbox');
    await expect(LONG_MESSAGE).toHaveLength(MESSAGE_MAX);
    await userEvent.click(field);
    await userEvent.paste(LONG_MESSAGE);
    await userEvent.type(field, '多');
    await expect(field).toHaveValue(LONG_MESSAGE);
    await expect(dialog).toHaveTextContent(`${MESSAGE_MAX} / ${MESSAGE_MAX}`);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await userEvent.click(within(dialog).getByRole('button', { name: '发送' }));
    await expect(args.onSend).toHaveBeenCalledWith(LONG_MESSAGE);
  },
};

/** A phone: the dialog fits the screen, the buttons inside it. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ args }) => {
    const dialog = body().getByRole('dialog');
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    const send = within(dialog).getByRole('button', { name: '发送' });
    await expect(send.getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
    await userEvent.type(within(dialog).getByRole('textbox'), '周五展位见');
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenCalledWith('周五展位见');
  },
};
