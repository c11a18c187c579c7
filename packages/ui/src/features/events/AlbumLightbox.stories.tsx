import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LONG_NAME } from '../../fixtures.ts';
import { AlbumLightbox } from './AlbumLightbox.tsx';
import { PHOTOS } from './programmeFixtures.ts';

const meta = {
  title: 'Features/Events/AlbumLightbox',
  component: AlbumLightbox,
  args: { photos: PHOTOS, index: 0, captionOf: (photo, index) => photo.caption || `第 ${index + 1} 张照片`, onIndexChange: fn() },
} satisfies Meta<typeof AlbumLightbox>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The first photo: no way back; the next button and the arrow key ask for the second, Escape closes. */
export const First: Story = {
  play: async ({ args }) => {
    const dialog = within(await body().findByRole('dialog', { name: '照片查看' }));
    await expect(dialog.getByText('1 / 12')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /上一张/ })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: /下一张/ }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(null);
  },
};

export const EnglishLast: Story = {
  globals: { locale: 'en' },
  args: { index: 11, captionOf: (photo, index) => photo.en_caption || `Photo ${index + 1}` },
  play: async () => {
    const dialog = within(await body().findByRole('dialog', { name: 'Photo viewer' }));
    await expect(dialog.getByText('12 / 12')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Next photo/ })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: { captionOf: (photo) => `${photo.caption}${LONG_NAME}` },
  play: async () => {
    const caption = within(await body().findByRole('dialog')).getByText(`开幕式现场${LONG_NAME}`, { selector: 'figcaption' });
    await expect(caption.scrollWidth).toBeLessThanOrEqual(caption.clientWidth);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async () => void (await body().findByRole('dialog', { name: '照片查看' })),
};
