import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { POST_SPONGE } from './postFixtures.ts';
import { PostPictureViewer, type PostPictureViewerProps } from './PostPictureViewer.tsx';

/** The viewer as the post's page holds it: the shown picture in state, each change reported. */
function Held(props: PostPictureViewerProps) {
  const [index, setIndex] = useState(props.index);
  return (
    <PostPictureViewer
      {...props}
      index={index}
      onIndexChange={(next) => {
        props.onIndexChange(next);
        setIndex(next);
      }}
    />
  );
}

const meta = {
  title: 'Features/Market/PostPictureViewer',
  component: PostPictureViewer,
  render: (args) => <Held {...args} />,
  args: { images: POST_SPONGE.images, index: 0, onIndexChange: fn() },
} satisfies Meta<typeof PostPictureViewer>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Open at the first picture: the counter, the arrows move, the first's back button is off; Escape closes. */
export const Open: Story = {
  globals: { locale: 'zh' },
  play: async ({ args }) => {
    const dialog = within(await body().findByRole('dialog', { name: '图片查看' }));
    await expect(dialog.getByRole('img', { name: '图片 1/3' })).toBeVisible();
    await expect(dialog.getByText('1 / 3')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /上一张/ })).toBeDisabled();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await expect(dialog.getByRole('img', { name: '图片 2/3' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: /下一张/ }));
    await expect(dialog.getByRole('img', { name: '图片 3/3' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /下一张/ })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** The English site: the viewer's words in English. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { index: 1 },
  play: async () => {
    const dialog = within(await body().findByRole('dialog'));
    await expect(dialog.getByText('2 / 3')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Previous/ })).toBeEnabled();
  },
};

/** On a phone the picture fits the screen. */
export const Phone: Story = {
  globals: { locale: 'zh', viewport: { value: 'phone' } },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    const image = within(dialog).getByRole('img', { name: '图片 1/3' });
    await expect(image.getBoundingClientRect().width).toBeLessThanOrEqual(375);
  },
};

/** Closed: nothing is shown. */
export const Closed: Story = {
  args: { index: null },
  tags: ['!visual'],
  play: async () => {
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};
