import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProfileCoverMenu } from './ProfileCoverMenu.tsx';

/** The owner's cover menu alone (the profile header's Own story shows it in place, with its picture). */
const meta = {
  title: 'Features/User/ProfileCoverMenu',
  component: ProfileCoverMenu,
  tags: ['!visual'],
  args: { current: 'preset:1', busy: false, onChange: fn() },
} satisfies Meta<typeof ProfileCoverMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The four presets as radio choices, the current one ticked; choosing another says which. */
export const Choose: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '更换封面' }));
    const menu = within(canvasElement.ownerDocument.body).getByRole('menu');
    await expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(4);
    await expect(within(menu).getByRole('menuitemradio', { name: /铂金/ })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: /翡翠/ }));
    await expect(args.onChange).toHaveBeenCalledWith('preset:4');
  },
};

/** While a change is on its way the choices wait, and the button says it is busy. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, canvasElement, args }) => {
    const button = canvas.getByRole('button', { name: '更换封面' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    const menu = within(canvasElement.ownerDocument.body).getByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: /翡翠/ }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** English names. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { current: 'preset:3' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change cover' }));
    const menu = within(canvasElement.ownerDocument.body).getByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: /Rose gold/ })).toHaveAttribute('aria-checked', 'true');
  },
};
