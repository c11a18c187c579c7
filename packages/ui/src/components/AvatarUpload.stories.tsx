import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, mocked, screen, userEvent, waitFor, within } from 'storybook/test';
import { AvatarUpload } from './AvatarUpload.tsx';
import { Button } from './Button.tsx';
import { MB, type UploadFn } from './Upload.tsx';
import { canvasFile, context2d, dropFiles, picturesLoaded, seeded } from './upload-story-kit.ts';

/* ---------- Pictures made in the story: no network, the same pixels every run. ---------- */
// (Kept here rather than shared with Upload.stories.tsx: importing a stories file would run its stories too.)

/** The current avatar: a portrait drawn inline. */
const PORTRAIT = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#c9c4b8"/><circle cx="48" cy="38" r="18" fill="#7d622d"/><path d="M14 96c4-22 18-32 34-32s30 10 34 32z" fill="#1c1f26"/></svg>`,
)}`;

/** What the server hands back. */
const UPLOADED = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#f4ecdc"/><circle cx="48" cy="40" r="18" fill="#9a7a3c"/><path d="M14 96c4-22 18-32 34-32s30 10 34 32z" fill="#4a4f5c"/></svg>`,
)}`;

/** A small head-and-shoulders picture drawn on a canvas. */
function drawnPortrait(name: string, hue: number, type = 'image/png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 160;
  canvas.height = 160;
  const context = context2d(canvas);
  context.fillStyle = `hsl(${hue} 40% 82%)`;
  context.fillRect(0, 0, 160, 160);
  context.fillStyle = `hsl(${hue} 35% 35%)`;
  context.beginPath();
  context.arc(80, 64, 30, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = '#1c1f26';
  context.beginPath();
  context.ellipse(80, 160, 58, 50, 0, Math.PI, 0);
  context.fill();
  return canvasFile(canvas, name, type, 0.92);
}

/** A photo-like JPEG (grain over a gradient) over 1 MB: only compression brings it under. Never shown in a baseline. */
async function noisyPhoto(name: string, side = 1200): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = context2d(canvas);
  const image = context.createImageData(side, side);
  const random = seeded(8_080_808);
  for (let index = 0; index < image.data.length; index += 4) {
    const pixel = index / 4;
    const base = 90 + (110 * ((pixel % side) + Math.floor(pixel / side))) / (2 * side);
    image.data[index] = base + random() * 70;
    image.data[index + 1] = base + random() * 70;
    image.data[index + 2] = base + random() * 70;
    image.data[index + 3] = 255;
  }
  context.putImageData(image, 0, 0);
  return canvasFile(canvas, name, 'image/jpeg', 0.98);
}

async function fakeUpload(_file: File, onProgress: (fraction: number) => void): Promise<{ url: string }> {
  onProgress(0.5);
  await new Promise((resolve) => setTimeout(resolve, 30));
  onProgress(1);
  return { url: UPLOADED };
}

/* ---------- What the plays do. ---------- */

async function openDialog() {
  return screen.findByRole('dialog', { name: /^(修改头像|Change profile picture)$/ });
}

function fileInput(dialog: HTMLElement): HTMLInputElement {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
}

/** Chooses files as a user who switched the picker to 'all files' would: the accept filter does not apply. */
async function choose(dialog: HTMLElement, files: File | File[]) {
  await userEvent.setup({ applyAccept: false }).upload(fileInput(dialog), files);
}

const newPreview = (dialog: HTMLElement) => within(dialog).getByRole('figure', { name: /^(新头像|New)/ });

const meta = {
  title: 'Components/AvatarUpload',
  component: AvatarUpload,
  args: {
    open: true,
    onOpenChange: fn(),
    name: '林晓',
    currentSrc: PORTRAIT,
    upload: fn<UploadFn>(fakeUpload),
    onDone: fn(),
  },
  // A page with the button that opens the dialog, which closes for real.
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          打开 / Open
        </Button>
        <AvatarUpload
          {...args}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange(next);
          }}
        />
      </>
    );
  },
} satisfies Meta<typeof AvatarUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { currentSrc: undefined },
  play: async () => {
    const dialog = await openDialog();
    const view = within(dialog);
    await expect(dialog).toHaveAccessibleDescription('支持 jpg、png、gif 格式，大小不超过 1MB');
    // The current avatar: the initial without a picture.
    await expect(view.getByRole('img', { name: '林晓' })).toHaveTextContent('林');
    await expect(view.getByRole('figure', { name: '当前头像' })).toBeVisible();
    await expect(view.getByRole('figure', { name: '新头像' })).toBeVisible();
    // Focus starts on the choose button; nothing to confirm yet.
    await expect(view.getByRole('button', { name: '选择图片' })).toHaveFocus();
    await expect(view.getByRole('button', { name: '确定' })).toBeDisabled();
    await expect(view.getByRole('button', { name: '取消' })).toBeEnabled();
    const input = fileInput(dialog);
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/gif,image/png');
    await expect(input).not.toHaveAttribute('multiple');
    // Enter on the choose button opens the picker (the input's click).
    let opened = 0;
    input.addEventListener('click', (event) => {
      opened += 1;
      event.preventDefault();
    });
    await userEvent.keyboard('{Enter}');
    await expect(opened).toBe(1);
  },
};

export const Picked: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    const view = within(dialog);
    await choose(dialog, await drawnPortrait('新头像.png', 200));
    // The new picture, round, next to the current one, before anything is sent.
    await waitFor(() => expect(view.getByRole('button', { name: '确定' })).toBeEnabled());
    await expect(newPreview(dialog)).toHaveAccessibleName('新头像 新头像.png');
    await expect(newPreview(dialog).querySelector('img')).toBeVisible();
    await expect(view.getByRole('button', { name: '重新选择' })).toBeVisible();
    await expect(args.upload).not.toHaveBeenCalled();
    await picturesLoaded(dialog);
  },
};

export const Uploading: Story = {
  args: {
    // Stops at 60 % and never finishes.
    upload: fn<UploadFn>((_file, onProgress) => {
      onProgress(0.6);
      return new Promise(() => {});
    }),
  },
  play: async ({ args }) => {
    const dialog = await openDialog();
    const view = within(dialog);
    await choose(dialog, await drawnPortrait('portrait.png', 30));
    await userEvent.click(await view.findByRole('button', { name: '确定' }, { timeout: 5000 }));
    const bar = await view.findByRole('progressbar', { name: '新头像' });
    await expect(bar).toHaveAttribute('aria-valuenow', '60');
    await expect(bar).toHaveAttribute('aria-valuetext', '上传中 60%');
    await expect(view.getByText('上传中 60%')).toBeVisible();
    // Confirm is busy; choosing again waits; Cancel still works.
    await expect(view.getByRole('button', { name: '确定' })).toHaveAttribute('aria-busy', 'true');
    await expect(view.getByRole('button', { name: '重新选择' })).toBeDisabled();
    await expect(view.getByRole('button', { name: '取消' })).toBeEnabled();
    await expect(args.onDone).not.toHaveBeenCalled();
    await picturesLoaded(dialog);
  },
};

export const Done: Story = {
  tags: ['!visual'],
  play: async ({ args }) => {
    const dialog = await openDialog();
    await choose(dialog, await drawnPortrait('me.jpg', 120, 'image/jpeg'));
    await userEvent.click(await within(dialog).findByRole('button', { name: '确定' }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith(expect.stringMatching(/^data:image\/svg\+xml/)));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [sent] = mocked(args.upload).mock.calls[0] ?? [];
    await expect(sent?.name).toBe('me.jpg');
  },
};

export const OneOnly: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    // Two pictures dropped at once.
    const stage = newPreview(dialog).parentElement;
    if (!stage) throw new Error('No stage');
    dropFiles(stage, [await drawnPortrait('a.png', 10), await drawnPortrait('b.png', 60)]);
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('最多上传一张'));
    await expect(within(dialog).getByRole('button', { name: '确定' })).toBeDisabled();
    await expect(newPreview(dialog).querySelector('img')).toBeNull();
    await expect(args.upload).not.toHaveBeenCalled();
    await picturesLoaded(dialog);
  },
};

export const WrongType: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    const alert = within(dialog).getByRole('alert');
    // WebP is a picture, but not one the avatar takes.
    await choose(dialog, await drawnPortrait('头像.webp', 280, 'image/webp'));
    await expect(alert).toHaveTextContent('上传文件只能是图片格式!');
    await choose(dialog, new File(['%PDF-1.7'], '简历.pdf', { type: 'application/pdf' }));
    await expect(alert).toHaveTextContent('上传文件只能是图片格式!');
    await expect(within(dialog).getByRole('button', { name: '确定' })).toBeDisabled();
    await expect(args.upload).not.toHaveBeenCalled();
    await picturesLoaded(dialog);
  },
};

export const TooBig: Story = {
  play: async ({ args }) => {
    const dialog = await openDialog();
    // A 2 MB GIF: GIFs are not compressed, so it stays too big.
    await choose(dialog, new File([new Uint8Array(2 * MB)], '动图头像.gif', { type: 'image/gif' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('上传文件大小不能超过 1MB!'));
    await expect(within(dialog).getByRole('button', { name: '确定' })).toBeDisabled();
    await expect(newPreview(dialog).querySelector('img')).toBeNull();
    await expect(args.upload).not.toHaveBeenCalled();
    await picturesLoaded(dialog);
  },
};

export const Compression: Story = {
  tags: ['!visual'],
  play: async ({ args }) => {
    const dialog = await openDialog();
    const photo = await noisyPhoto('自拍.jpg');
    await expect(photo.size).toBeGreaterThan(MB);
    await choose(dialog, photo);
    const ok = within(dialog).getByRole('button', { name: '确定' });
    await waitFor(() => expect(ok).toBeEnabled(), { timeout: 30_000 });
    await userEvent.click(ok);
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce());
    const [sent] = mocked(args.upload).mock.calls[0] ?? [];
    if (!sent) throw new Error('Nothing sent');
    // Compressed to about 400 KB, same name and type.
    await expect(sent.size).toBeLessThan(photo.size);
    await expect(sent.size).toBeLessThanOrEqual(0.4 * MB);
    await expect(sent.name).toBe('自拍.jpg');
    await expect(sent.type).toBe('image/jpeg');
    // The dialog has closed (the grainy photo is not in the baseline).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const FailureAndRetry: Story = {
  tags: ['!visual'],
  play: async ({ args }) => {
    mocked(args.upload).mockRejectedValueOnce(new Error('network'));
    const dialog = await openDialog();
    const view = within(dialog);
    await choose(dialog, await drawnPortrait('portrait.png', 160));
    await userEvent.click(await view.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(view.getByRole('alert')).toHaveTextContent('头像上传失败，请重试'));
    await expect(args.onDone).not.toHaveBeenCalled();
    // Confirm has become Retry; the second try succeeds.
    await userEvent.click(view.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce());
    await expect(args.upload).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Failed: Story = {
  args: { upload: fn<UploadFn>(() => Promise.reject(new Error('network'))) },
  play: async ({ args }) => {
    const dialog = await openDialog();
    const view = within(dialog);
    await choose(dialog, await drawnPortrait('portrait.png', 340));
    await userEvent.click(await view.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(view.getByRole('alert')).toHaveTextContent('头像上传失败，请重试'));
    await expect(view.getByRole('button', { name: '重试' })).toBeEnabled();
    await expect(view.queryByRole('progressbar')).toBeNull();
    await expect(args.onDone).not.toHaveBeenCalled();
    await picturesLoaded(dialog);
  },
};

export const CancelWhileUploading: Story = {
  args: { upload: fn<UploadFn>(() => new Promise(() => {})) },
  play: async ({ args }) => {
    const dialog = await openDialog();
    await choose(dialog, await drawnPortrait('portrait.png', 90));
    await userEvent.click(await within(dialog).findByRole('button', { name: '确定' }));
    await within(dialog).findByRole('progressbar');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // The upload under way was stopped.
    const [, , signal] = mocked(args.upload).mock.calls[0] ?? [];
    await expect(signal?.aborted).toBe(true);
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

export const LongFileName: Story = {
  args: { name: 'Alexandra Konstantinopoulou-Whitfield' },
  play: async () => {
    const dialog = await openDialog();
    const long = '2026上海铂金周参展商证件照（正装，白底，近期免冠，请勿使用生活照或合影）-final-final-v3.png';
    await choose(dialog, await drawnPortrait(long, 250));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '确定' })).toBeEnabled());
    await expect(newPreview(dialog)).toHaveAccessibleName(`新头像 ${long}`);
    // Cut short on screen (whole in its title), nothing spilling out of the dialog.
    const file = within(dialog).getByTitle(long);
    await expect(file.scrollWidth).toBeGreaterThan(file.clientWidth);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await picturesLoaded(dialog);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { name: 'Oliver Bennett', currentSrc: undefined },
  play: async ({ args }) => {
    const dialog = await openDialog();
    const view = within(dialog);
    await expect(dialog).toHaveAccessibleDescription('JPG, PNG or GIF, up to 1MB');
    await expect(view.getByRole('img', { name: 'Oliver Bennett' })).toHaveTextContent('OB');
    await choose(dialog, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    await expect(view.getByRole('alert')).toHaveTextContent('Only image files can be uploaded!');
    await choose(dialog, await drawnPortrait('me.png', 20));
    await waitFor(() => expect(view.getByRole('button', { name: 'OK' })).toBeEnabled());
    await expect(view.getByRole('alert')).toBeEmptyDOMElement();
    await expect(view.getByRole('button', { name: 'Choose another' })).toBeVisible();
    await expect(view.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(args.upload).not.toHaveBeenCalled();
    await picturesLoaded(dialog);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async () => {
    const dialog = await openDialog();
    await choose(dialog, await drawnPortrait('portrait.png', 200));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '确定' })).toBeEnabled());
    // The dialog fits a 375 px screen, the two pictures side by side.
    const rect = dialog.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(0);
    await expect(rect.right).toBeLessThanOrEqual(375);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    const [current, next] = within(dialog).getAllByRole('figure');
    await expect(Math.round(current?.getBoundingClientRect().top ?? -1)).toBe(Math.round(next?.getBoundingClientRect().top ?? -2));
    await picturesLoaded(dialog);
  },
};
