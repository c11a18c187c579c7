import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '../../components/TextField.tsx';
import { FormDialog, FormDialogActions } from './FormDialog.tsx';

function Demo({ title, submitting, onSubmit }: { title: string; submitting?: boolean; onSubmit: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <FormDialog open={open} onOpenChange={setOpen} title={title}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <TextField label="收件人" required />
          <FormDialogActions submitting={submitting} />
        </form>
      </FormDialog>
    </>
  );
}

const meta = {
  title: 'Features/Account/FormDialog',
  component: Demo,
  args: { title: '新增收货地址', onSubmit: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: '新增收货地址' });
    await expect(dialog).toHaveTextContent('标 * 的为必填项');
    await userEvent.type(within(dialog).getByLabelText(/收件人/), '林晓');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const CancelCloses: Story = {
  play: async () => {
    const body = within(document.body);
    await userEvent.click(body.getByRole('button', { name: '取消' }));
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

export const Saving: Story = {
  args: { submitting: true },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: /保存/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { title: 'New shipping address' },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'New shipping address' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog');
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};
