import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HideReasonDialog } from './HideReasonDialog.tsx';

const meta = {
  title: 'Features/Forum/HideReasonDialog',
  component: HideReasonDialog,
  args: { open: true, onOpenChange: fn(), onSubmit: fn(), submitting: false },
} satisfies Meta<typeof HideReasonDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = () => within(document.body).getByRole('dialog');

/** The reason is required; a filled one is sent trimmed. */
export const Filled: Story = {
  globals: { locale: 'zh' },
  play: async ({ args }) => {
    const dialog = within(dialogOf());
    await expect(dialog.getByRole('heading', { name: '隐藏内容' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '隐藏' }));
    await expect(dialog.getByText('请填写隐藏原因')).toBeVisible();
    await expect(dialog.getByLabelText(/^隐藏原因/)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText(/^隐藏原因/), '  站外交易广告 ');
    await userEvent.click(dialog.getByRole('button', { name: '隐藏' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('站外交易广告');
  },
};

/** In English; Cancel closes. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ args }) => {
    const dialog = within(dialogOf());
    await expect(dialog.getByRole('heading', { name: 'Hide this' })).toBeVisible();
    await expect(dialog.getByText('Once hidden, only its author and admins see it; the author is told why.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** While the decision is sent the button waits. */
export const Submitting: Story = {
  globals: { locale: 'zh' },
  args: { submitting: true },
  play: async () => {
    const dialog = within(dialogOf());
    await expect(dialog.getByRole('button', { name: /隐藏/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** On a phone the dialog fits the width. */
export const Phone: Story = {
  globals: { locale: 'zh', viewport: { value: 'phone' } },
  play: async () => {
    const dialog = dialogOf();
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};
