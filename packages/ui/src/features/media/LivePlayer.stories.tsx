import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { LIVE_DETAIL } from './broadcastFixtures.ts';
import { LivePlayer } from './LivePlayer.tsx';

/** An embedded player that loads nothing from outside (nor anything to wait for before the picture). */
const EMBED_URL = 'about:blank';

const meta = {
  title: 'Features/Media/LivePlayer',
  component: LivePlayer,
  args: {
    sourceType: 'mp4',
    url: '/demo/media/demo.mp4',
    poster: LIVE_DETAIL.cover,
    title: LIVE_DETAIL.title,
    titleLang: 'zh-CN',
    onError: fn(),
  },
  // The player's own width: a page's column.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LivePlayer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before a press: the poster and the play button, named after the stream; nothing is downloaded. */
export const Idle: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, canvasElement, args }) => {
    const play = canvas.getByRole('button', { name: `播放：${LIVE_DETAIL.title}` });
    await expect(play.tagName).toBe('BUTTON');
    await expect(play.querySelector('[lang]')).toHaveAttribute('lang', 'zh-CN');
    await expect(canvasElement.querySelector('.spw-live-player__poster')).toHaveAttribute('alt', '');
    await expect(canvasElement.querySelector('video, iframe')).toBeNull();
    // 16 : 9.
    const box = (canvasElement.querySelector('.spw-live-player') as HTMLElement).getBoundingClientRect();
    await expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.01);
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

/** The English site: the button's words in English, the title marked English. */
export const IdleEnglish: Story = {
  tags: ['!visual'],
  globals: { locale: 'en' },
  args: { title: LIVE_DETAIL.en_title, titleLang: 'en', sourceType: 'hls', url: '/demo/media/demo.m3u8' },
  play: async ({ canvas }) => {
    const play = canvas.getByRole('button', { name: `Play: ${LIVE_DETAIL.en_title}` });
    await expect(play.querySelector('[lang]')).toHaveAttribute('lang', 'en');
  },
};

/** Nothing to play yet: what stands in for it (a countdown) over the poster, and no play button. */
export const Placeholder: Story = {
  args: {
    url: '',
    placeholder: (
      <p role="timer" style={{ margin: 0, fontSize: '1.5rem', fontVariantNumeric: 'tabular-nums' }}>
        距开播 2 天 03:00:00
      </p>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('距开播 2 天 03:00:00');
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvasElement.querySelector('.spw-live-player__poster')).not.toBeNull();
  },
};

/** No poster: a plain dark panel with the play button. */
export const NoPoster: Story = {
  args: { poster: '' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.getByRole('button', { name: `播放：${LIVE_DETAIL.title}` })).toBeVisible();
  },
};

/** A file that cannot load: the message, said at once, and onError; the focus can reach the retry. */
export const Error: Story = {
  args: { url: '/nothing.mp4' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: `播放：${LIVE_DETAIL.title}` }));
    await expect(await canvas.findByText('无法播放，请稍后重试', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('无法播放，请稍后重试');
    await expect(args.onError).toHaveBeenCalledWith('video');
    await expect(canvas.queryByRole('button', { name: /^播放/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** Try again: back to the poster, the focus on the play button. */
export const ErrorRetry: Story = {
  tags: ['!visual'],
  globals: { locale: 'en' },
  args: { url: '/nothing.mp4', title: LIVE_DETAIL.en_title, titleLang: 'en' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Play: ${LIVE_DETAIL.en_title}` }));
    await canvas.findByText('This stream cannot be played right now', {}, { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    const play = canvas.getByRole('button', { name: `Play: ${LIVE_DETAIL.en_title}` });
    await waitFor(() => expect(play).toHaveFocus());
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(args.onError).toHaveBeenCalledTimes(1);
  },
};

/** An HLS stream that is not there: hls.js (or the browser) gives up, and the player says so. */
export const HlsError: Story = {
  tags: ['!visual'],
  args: { sourceType: 'hls', url: '/nothing.m3u8' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: `播放：${LIVE_DETAIL.title}` }));
    await canvas.findByText('无法播放，请稍后重试', {}, { timeout: 10_000 });
    await expect(args.onError).toHaveBeenCalledTimes(1);
  },
};

/** A live platform's player: an iframe named after the stream, sandboxed, the focus in it. */
export const Embed: Story = {
  args: { sourceType: 'embed', url: EMBED_URL },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: `播放：${LIVE_DETAIL.title}` }));
    const frame = canvasElement.querySelector('iframe') as HTMLIFrameElement;
    await expect(frame).toHaveAttribute('title', LIVE_DETAIL.title);
    await expect(frame).toHaveAttribute('lang', 'zh-CN');
    await expect(frame).toHaveAttribute('src', EMBED_URL);
    await expect(frame).toHaveAttribute('allow', 'autoplay; fullscreen; picture-in-picture');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation allow-popups');
    await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    await expect(frame.hasAttribute('allowfullscreen')).toBe(true);
    await waitFor(() => expect(frame).toHaveFocus());
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/**
 * An MP4 after the press: the video with its address, named, with controls, the focus in it. The
 * demo clip is not served in Storybook: the address is an empty MediaSource's, which waits for data
 * forever (no error, no frame), so the check never races a failed download; nothing is pictured.
 */
export const Mp4Playing: Story = {
  tags: ['!visual'],
  // axe waits for a video's metadata (10 s) before its checks: this one never has any.
  parameters: { a11y: { options: { preload: false } } },
  loaders: [() => ({ url: URL.createObjectURL(new MediaSource()) })],
  render: (args, { loaded }) => <LivePlayer {...args} url={String(loaded.url)} />,
  play: async ({ canvas, canvasElement, loaded, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: `播放：${LIVE_DETAIL.title}` }));
    const video = canvasElement.querySelector('video') as HTMLVideoElement;
    await expect(video).toHaveAttribute('src', String(loaded.url));
    await expect(video).toHaveAttribute('aria-label', LIVE_DETAIL.title);
    await expect(video.controls).toBe(true);
    await expect(video.autoplay).toBe(true);
    await expect(video.hasAttribute('playsinline')).toBe(true);
    await waitFor(() => expect(video).toHaveFocus());
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

/** A phone: across the screen, still 16 : 9, nothing wider than the page. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: `播放：${LIVE_DETAIL.title}` })).toBeVisible();
    const box = (canvasElement.querySelector('.spw-live-player') as HTMLElement).getBoundingClientRect();
    await expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.01);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
