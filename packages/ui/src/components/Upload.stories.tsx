import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { IMAGE_ACCEPT, MB, Upload, checkFiles, prepareImage, type UploadFn } from './Upload.tsx';
import { canvasFile, context2d, dropFiles, picturesLoaded, seeded } from './upload-story-kit.ts';

/* ---------- Pictures made in the story: no network, the same pixels every run. ---------- */

/** A picture as the server hands it back: drawn inline, so it never changes. */
const serverPicture = (sky: string, sun: string, hill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="${sky}"/><circle cx="82" cy="38" r="16" fill="${sun}"/><path d="M0 120V86l34-30 26 22 22-16 38 32v26z" fill="${hill}"/></svg>`,
  )}`;

const serverPictures = [
  serverPicture('#dfe3ea', '#9a7a3c', '#4a4f5c'),
  serverPicture('#f4ecdc', '#c23b22', '#7d622d'),
  serverPicture('#e6ebe7', '#f7f7f5', '#1f7a4d'),
] as const;

/** A small picture (a ring on a gradient) drawn on a canvas. */
function drawnPicture(name: string, hue: number, type = 'image/png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 160;
  canvas.height = 160;
  const context = context2d(canvas);
  const gradient = context.createLinearGradient(0, 0, 160, 160);
  gradient.addColorStop(0, `hsl(${hue} 30% 86%)`);
  gradient.addColorStop(1, `hsl(${hue} 35% 58%)`);
  context.fillStyle = gradient;
  context.fillRect(0, 0, 160, 160);
  context.strokeStyle = `hsl(${hue} 45% 28%)`;
  context.lineWidth = 14;
  context.beginPath();
  context.arc(80, 84, 38, 0, Math.PI * 2);
  context.stroke();
  context.fillStyle = '#fff';
  context.fillRect(68, 30, 24, 16);
  return canvasFile(canvas, name, type, 0.92);
}

/** A large photo-like JPEG (grain over a gradient) well over 1 MB: only compression brings it under. */
async function noisyPhoto(name: string, side = 1200): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = context2d(canvas);
  const image = context.createImageData(side, side);
  const random = seeded(20_260_314);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const index = (y * side + x) * 4;
      const base = 90 + (110 * (x + y)) / (2 * side);
      image.data[index] = base + random() * 70;
      image.data[index + 1] = base + random() * 70;
      image.data[index + 2] = base + random() * 70;
      image.data[index + 3] = 255;
    }
  }
  context.putImageData(image, 0, 0);
  return canvasFile(canvas, name, 'image/jpeg', 0.98);
}

/** Sends nothing: reports progress, then hands back one of the fixed server pictures. */
async function fakeUpload(file: File, onProgress: (fraction: number) => void): Promise<{ url: string }> {
  onProgress(0.5);
  await new Promise((resolve) => setTimeout(resolve, 30));
  onProgress(1);
  const index = Array.from(file.name).reduce((sum, char) => sum + char.charCodeAt(0), 0) % serverPictures.length;
  return { url: serverPictures[index] ?? serverPictures[0] };
}

/* ---------- What the plays do. ---------- */

function fileInput(root: HTMLElement): HTMLInputElement {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
}

/** Chooses files as a user who switched the picker to 'all files' would: the accept filter does not apply. */
async function choose(input: HTMLInputElement, files: File | File[]): Promise<void> {
  await userEvent.setup({ applyAccept: false }).upload(input, files);
}

const FILLED = [
  { url: serverPictures[0], name: '展台全景.jpg' },
  { url: serverPictures[1], name: '铂金项链.png' },
  { url: serverPictures[2], name: '颁奖典礼.webp' },
];

const meta = {
  title: 'Components/Upload',
  component: Upload,
  args: {
    label: '活动图片',
    upload: fn<UploadFn>(fakeUpload),
    onChange: fn(),
    onBusyChange: fn(),
    style: { maxWidth: 520 },
  },
} satisfies Meta<typeof Upload>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    const group = canvas.getByRole('group', { name: '活动图片' });
    await expect(group).toHaveAccessibleDescription('最多 3 张，每张不超过 1MB');
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
    const input = fileInput(canvasElement);
    // The spec: jpg or png; gif and webp are the avatar's (gif) or nobody's (webp).
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png');
    const others = [new File(['GIF89a'], '动图.gif', { type: 'image/gif' }), new File(['RIFF'], '照片.webp', { type: 'image/webp' })];
    await expect(checkFiles(others, { max: 3, accept: IMAGE_ACCEPT, existing: 0 })).toEqual({
      accepted: [],
      message: { id: 'upload.imageOnly' },
    });
    await expect(input).toHaveAttribute('multiple');
    // The keyboard reaches the choose button, and Enter opens the picker (the input's click).
    let opened = 0;
    input.addEventListener('click', (event) => {
      opened += 1;
      event.preventDefault();
    });
    await userEvent.tab();
    const choose = canvas.getByRole('button', { name: '选择图片' });
    await expect(choose).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(opened).toBe(1);
    await userEvent.keyboard(' ');
    await expect(opened).toBe(2);
  },
};

export const Filled: Story = {
  args: { defaultValue: FILLED },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    for (const { name } of FILLED) {
      await expect(canvas.getByText(name)).toBeVisible();
      await expect(canvas.getByRole('button', { name: `删除 ${name}` })).toBeVisible();
    }
    // Full: no choose button until one is removed.
    await expect(canvas.queryByRole('button', { name: '选择图片' })).toBeNull();
    await expect(canvas.queryAllByRole('progressbar')).toHaveLength(0);
    await picturesLoaded(canvasElement);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Uploading: Story = {
  args: {
    // Stops at 45 % and never finishes.
    upload: fn<UploadFn>((_file, onProgress) => {
      onProgress(0.45);
      return new Promise(() => {});
    }),
  },
  play: async ({ canvas, canvasElement, args }) => {
    await choose(fileInput(canvasElement), [await drawnPicture('展台.png', 210), await drawnPicture('胸针.png', 30)]);
    const bars = await canvas.findAllByRole('progressbar');
    await expect(bars).toHaveLength(2);
    await waitFor(() => expect(canvas.getByRole('progressbar', { name: '展台.png' })).toHaveAttribute('aria-valuenow', '45'));
    await expect(canvas.getByRole('progressbar', { name: '胸针.png' })).toHaveAttribute('aria-valuetext', '上传中 45%');
    await expect(canvas.getAllByText('上传中 45%')).toHaveLength(2);
    await expect(args.upload).toHaveBeenCalledTimes(2);
    await expect(args.onBusyChange).toHaveBeenLastCalledWith(true);
    await expect(args.onChange).not.toHaveBeenCalled();
    // A third picture can still be chosen; a file being sent can be removed.
    await expect(canvas.getByRole('button', { name: '选择图片' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '删除 展台.png' })).toBeVisible();
    await picturesLoaded(canvasElement);
  },
};

export const UploadAndRemove: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await choose(fileInput(canvasElement), await drawnPicture('签到台.png', 120));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith([expect.stringMatching(/^data:image\/svg\+xml/)]));
    await expect(args.onBusyChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    const remove = canvas.getByRole('button', { name: '删除 签到台.png' });
    await userEvent.click(remove);
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
    // Focus is not lost with the removed tile.
    await expect(canvas.getByRole('button', { name: '选择图片' })).toHaveFocus();
    // Upload again, and keep it, for the picture.
    await choose(fileInput(canvasElement), await drawnPicture('签到台.png', 120));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(3));
    await expect(canvas.getByText('签到台.png')).toBeVisible();
    await picturesLoaded(canvasElement);
  },
};

export const TooMany: Story = {
  args: { defaultValue: FILLED.slice(0, 2) },
  play: async ({ canvas, canvasElement, args }) => {
    // Two there, two more chosen: the whole choice is refused.
    await choose(fileInput(canvasElement), [await drawnPicture('a.png', 10), await drawnPicture('b.png', 50)]);
    await expect(canvas.getByRole('alert')).toHaveTextContent('最多允许上传3个文件');
    await expect(args.upload).not.toHaveBeenCalled();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    // The rule as a pure step: four at once on an empty list.
    const four = ['1', '2', '3', '4'].map((n) => new File(['x'], `${n}.png`, { type: 'image/png' }));
    await expect(checkFiles(four, { max: 3, accept: 'image/png', existing: 0 })).toEqual({
      accepted: [],
      message: { id: 'upload.tooMany' },
    });
    await picturesLoaded(canvasElement);
  },
};

export const WrongType: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await choose(fileInput(canvasElement), new File(['%PDF-1.7'], 'x.pdf', { type: 'application/pdf' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('上传文件只能是图片格式!');
    await expect(args.upload).not.toHaveBeenCalled();
    // A picture chosen with a document: the picture goes on, the message stays.
    await choose(fileInput(canvasElement), [
      new File(['PK'], '参展手册.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }),
      await drawnPicture('海报.png', 280),
    ]);
    await waitFor(() => expect(args.upload).toHaveBeenCalledOnce());
    await expect(canvas.getByRole('alert')).toHaveTextContent('上传文件只能是图片格式!');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledOnce());
    await picturesLoaded(canvasElement);
  },
};

export const TooBig: Story = {
  // A picker that takes GIFs, as the avatar's does (the default takes jpg and png only).
  args: { accept: 'image/jpeg,image/gif,image/png' },
  play: async ({ canvas, canvasElement, args }) => {
    // A 2 MB GIF: GIFs are not compressed (that would flatten an animation), so it stays too big.
    const gif = new File([new Uint8Array(2 * MB)], '动图.gif', { type: 'image/gif' });
    await choose(fileInput(canvasElement), gif);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('上传文件大小不能超过 1MB!'));
    await expect(args.upload).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.queryAllByRole('listitem')).toHaveLength(0));
    await expect(await prepareImage(gif)).toEqual({ ok: false, message: { id: 'upload.tooLarge' } });
  },
};

export const Compression: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const photo = await noisyPhoto('外滩夜景.jpg');
    // Well over the 1 MB limit as taken...
    await expect(photo.size).toBeGreaterThan(MB);
    await choose(fileInput(canvasElement), photo);
    // ...compressed before it is sent, so it is taken.
    await waitFor(() => expect(args.upload).toHaveBeenCalledOnce(), { timeout: 30_000 });
    const [sent] = mocked(args.upload).mock.calls[0] ?? [];
    if (!sent) throw new Error('Nothing sent');
    await expect(sent.size).toBeLessThan(photo.size);
    // About 400 KB: the spec's target.
    await expect(sent.size).toBeLessThanOrEqual(0.4 * MB);
    await expect(sent.name).toBe('外滩夜景.jpg');
    await expect(sent.type).toBe('image/jpeg');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledOnce());
    await expect(canvas.queryByRole('alert')).toBeEmptyDOMElement();
    await picturesLoaded(canvasElement);
  },
};

export const FailureAndRetry: Story = {
  args: {
    upload: fn<UploadFn>(async (file, onProgress) => {
      onProgress(0.3);
      throw new Error('network');
    }),
  },
  play: async ({ canvas, canvasElement, args }) => {
    await choose(fileInput(canvasElement), await drawnPicture('领奖.png', 340));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('领奖.png 上传失败，请重试'));
    await expect(canvas.getByText('上传失败')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
    // The next try succeeds.
    mocked(args.upload).mockImplementationOnce(fakeUpload);
    await userEvent.click(canvas.getByRole('button', { name: '重试上传 领奖.png' }));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledOnce());
    await expect(args.upload).toHaveBeenCalledTimes(2);
    await expect(canvas.queryByText('上传失败')).toBeNull();
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    // It failed once more, for the picture of the failed state.
    await choose(fileInput(canvasElement), await drawnPicture('合影.png', 200));
    await waitFor(() => expect(canvas.getByRole('button', { name: '重试上传 合影.png' })).toBeVisible());
    await picturesLoaded(canvasElement);
  },
};

/** The spec's other uploads: jpg or png only. */
export const JpgOrPng: Story = {
  args: { label: '营业执照', accept: 'image/jpeg,image/png', max: 1, hint: '仅支持 jpg、png 格式，不超过 1MB' },
  play: async ({ canvas, canvasElement, args }) => {
    const input = fileInput(canvasElement);
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png');
    await expect(input).not.toHaveAttribute('multiple');
    await choose(input, await drawnPicture('执照.webp', 90, 'image/webp'));
    await expect(canvas.getByRole('alert')).toHaveTextContent('上传文件只能是图片格式!');
    await expect(args.upload).not.toHaveBeenCalled();
    await choose(input, await drawnPicture('执照.jpg', 90, 'image/jpeg'));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledOnce());
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    // One is the most: the choose button is gone.
    await expect(canvas.queryByRole('button', { name: '选择图片' })).toBeNull();
    await picturesLoaded(canvasElement);
  },
};

export const DragAndDrop: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const zone = canvas.getByRole('group', { name: '活动图片' });
    dropFiles(zone, [await drawnPicture('手镯.png', 45), await drawnPicture('戒指.png', 190)]);
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith([expect.any(String), expect.any(String)]));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    // Dropping ignores the picker's filter, but not the rules.
    dropFiles(zone, [new File(['x'], 'notes.txt', { type: 'text/plain' })]);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('上传文件只能是图片格式!'));
    await expect(args.upload).toHaveBeenCalledTimes(2);
    await picturesLoaded(canvasElement);
  },
};

export const LongFileNames: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const long = '2026上海铂金周开幕式暨铂金首饰设计大赛颁奖典礼现场嘉宾合影（高清原图，摄影：组委会宣传部）.png';
    await choose(fileInput(canvasElement), [
      await drawnPicture(long, 15),
      await drawnPicture('a-very-long-file-name-without-any-spaces-from-a-camera-IMG_20260314_093015_HDR.png', 250),
    ]);
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(2));
    // The whole name is in the remove button's name; on screen it is cut short within its tile.
    await expect(canvas.getByRole('button', { name: `删除 ${long}` })).toBeVisible();
    const caption = canvas.getByText(long);
    await expect(caption).toHaveAttribute('title', long);
    await expect(caption.scrollWidth).toBeGreaterThan(caption.clientWidth);
    for (const item of canvas.getAllByRole('listitem')) await expect(item.getBoundingClientRect().width).toBeLessThanOrEqual(104);
    await picturesLoaded(canvasElement);
  },
};

export const WithError: Story = {
  args: { error: '请至少上传一张活动图片', hint: '建议横图，jpg、png 格式' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: '活动图片' })).toHaveAccessibleDescription(
      '请至少上传一张活动图片 建议横图，jpg、png 格式',
    );
    // The form's error is not an interruption; the alert stays empty until a choice is refused.
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

export const Disabled: Story = {
  args: { defaultValue: FILLED.slice(0, 1), disabled: true },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('button', { name: '选择图片' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /^删除/ })).toBeNull();
    dropFiles(canvas.getByRole('group', { name: '活动图片' }), [await drawnPicture('c.png', 0)]);
    await expect(args.upload).not.toHaveBeenCalled();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await picturesLoaded(canvasElement);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Event pictures', defaultValue: FILLED.slice(0, 1) },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('group', { name: 'Event pictures' })).toHaveAccessibleDescription('Up to 3 pictures, at most 1MB each');
    await expect(canvas.getByRole('button', { name: 'Choose pictures' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove 展台全景.jpg' })).toBeVisible();
    await choose(
      fileInput(canvasElement),
      [1, 2, 3].map((n) => new File(['x'], `${n}.png`, { type: 'image/png' })),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('At most 3 files can be uploaded');
    await choose(fileInput(canvasElement), new File(['%PDF'], 'x.pdf', { type: 'application/pdf' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Only image files can be uploaded!');
    await expect(args.upload).not.toHaveBeenCalled();
    await picturesLoaded(canvasElement);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { defaultValue: FILLED, style: {} },
  play: async ({ canvas, canvasElement }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    // Three tiles in one row on a 375 px screen, nothing spilling past it.
    const tops = new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    await userEvent.click(canvas.getByRole('button', { name: '删除 铂金项链.png' }));
    await expect(within(canvasElement).getByRole('button', { name: '选择图片' })).toHaveFocus();
    await picturesLoaded(canvasElement);
  },
};

/** The night theme (Storybook's theme toolbar): the same story, checked by axe for contrast. */
export const Night: Story = { ...Filled, globals: { ...Filled.globals, theme: 'dark' } };
