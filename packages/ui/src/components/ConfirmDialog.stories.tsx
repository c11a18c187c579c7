import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './Button.tsx';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';

/** A page that may ask: the question's code comes the first time it is asked. */
function Asking(props: Omit<ConfirmDialogProps, 'open' | 'onOpenChange'> & { trigger: string }) {
  const [open, setOpen] = useState(false);
  const { trigger, onConfirm, onCancel, ...rest } = props;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{trigger}</Button>
      <ConfirmDialog
        {...rest}
        open={open}
        onOpenChange={setOpen}
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/ConfirmDialog',
  component: Asking,
  args: {
    trigger: '删除',
    title: '删除这条评论？',
    description: '删除后无法恢复。',
    confirmLabel: '删除',
    cancelLabel: '取消',
    tone: 'danger',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof Asking>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed, nothing of the dialog is drawn; asked, it comes with the focus on Cancel, and gives it back. */
export const LoadsWhenAsked: Story = {
  play: async ({ canvas, args }) => {
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    const trigger = canvas.getByRole('button', { name: '删除' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: '删除这条评论？' });
    await expect(within(dialog).getByRole('button', { name: '取消' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
    // Asked again, it answers at once.
    await userEvent.click(trigger);
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '删除' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    trigger: 'Delete',
    title: 'Delete this comment?',
    description: 'This cannot be undone.',
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(await screen.findByRole('alertdialog', { name: 'Delete this comment?' })).toBeVisible();
  },
};
