import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { UploadFn } from '../../components/Upload.tsx';
import { picturesLoaded } from '../../components/upload-story-kit.ts';
import { picture } from '../article/articleFixtures.ts';
import { durationInputOf, secondsOfDuration } from './videoDraft.tsx';
import { VideoEditorScreen, type VideoDraft } from './VideoEditorScreen.tsx';
import { VIDEO_ADMIN_ITEMS, VIDEO_ADMIN_LONG } from './videoFixtures.ts';
import { durationClock, type VideoAdmin } from './videoText.ts';

/** A saved video as the form opens it: its length as the form shows it. */
const draftOf = (v: VideoAdmin): VideoDraft => ({
  title: v.title,
  en_title: v.en_title,
  summary: v.summary,
  en_summary: v.en_summary,
  content: v.content,
  en_content: v.en_content,
  cover: v.cover,
  duration: durationInputOf(v.duration),
  source_type: v.source_type,
  source_url: v.source_url,
  is_public: v.is_public,
});

const NEW_DRAFT: VideoDraft = {
  title: '',
  en_title: '',
  summary: '',
  en_summary: '',
  content: '',
  en_content: '',
  cover: '',
  duration: '',
  source_type: 'hls',
  source_url: '',
  is_public: 1,
};

/** MP4, 12:34, a cover, both descriptions; an embedded player. */
const [FILM, , PRICES] = VIDEO_ADMIN_ITEMS as [VideoAdmin, VideoAdmin, VideoAdmin, VideoAdmin];
const FILM_DRAFT = draftOf(FILM);

const NEW_COVER = picture('NEW', 640, 360, 20);

const meta = {
  title: 'Features/Media/VideoEditor',
  component: VideoEditorScreen,
  args: {
    status: 'ready',
    mode: 'add',
    initial: NEW_DRAFT,
    onSubmit: fn(),
    uploadCover: fn<UploadFn>(async () => ({ url: NEW_COVER })),
    backHref: '#/creator/video/list',
    onRetry: fn(),
  },
} satisfies Meta<typeof VideoEditorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The hidden file input of a picture field, found from its box. */
const fileInputIn = (root: Element) => root.querySelector('input[type="file"]') as HTMLInputElement;
const png = (name = 'photo.png') => new File(['png'], name, { type: 'image/png' });

/** A new video on the Chinese site: the form's parts, HLS first, public by default. */
export const Add: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '新建视频' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回视频管理' })).toHaveAttribute('href', '#/creator/video/list');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['基本信息', '视频来源', '介绍', '公开']);
    const title = canvas.getByRole('textbox', { name: '标题' });
    await expect(title).toBeRequired();
    await expect(title).toHaveAttribute('maxlength', '80');
    await expect((title as HTMLInputElement).labels?.[0]).toHaveTextContent('标题');
    await expect(canvas.getByRole('textbox', { name: /^英文标题/ })).toHaveAttribute('lang', 'en');
    await expect(canvas.getByRole('textbox', { name: /^英文标题/ })).toHaveAttribute('maxlength', '160');
    await expect(canvas.getByRole('textbox', { name: /^简介/ })).toHaveAttribute('maxlength', '300');
    await expect(canvas.getByRole('textbox', { name: /^英文简介/ })).toHaveAttribute('maxlength', '600');
    await expect(canvas.getByRole('group', { name: /^封面/ })).toHaveAccessibleDescription('一张，jpg 或 png，不超过 1MB；按 16:9 显示');
    const types = within(canvas.getByRole('radiogroup', { name: /^播放方式/ }));
    await expect(types.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['hls', 'mp4', 'embed']);
    await expect(types.getByRole('radio', { name: /^HLS 视频流/ })).toBeChecked();
    await expect(types.getByText('MP4 文件的地址')).toBeVisible();
    await expect(types.getByText('第三方视频平台的嵌入地址')).toBeVisible();
    const source = canvas.getByRole('textbox', { name: '视频地址' });
    await expect(source).toBeRequired();
    await expect(source).toHaveAttribute('maxlength', '1000');
    await expect(source).toHaveAccessibleDescription('HLS 地址以 .m3u8 结尾');
    const duration = canvas.getByRole('textbox', { name: /^时长/ });
    await expect(duration).not.toBeRequired();
    await expect(duration).toHaveAccessibleDescription('分:秒 或 时:分:秒，如 4:05、1:02:03；不填则不显示时长');
    await expect(canvas.getByRole('textbox', { name: /^介绍/ })).toHaveAttribute('maxlength', '5000');
    await expect(canvas.getByRole('textbox', { name: /^英文介绍/ })).toHaveAttribute('maxlength', '10000');
    await expect(canvas.getByRole('checkbox', { name: '公开这个视频' })).toBeChecked();
    // Every field is named by a real <label> (the cover by its group's label, the choice by its legend).
    for (const field of canvas.getAllByRole('textbox')) await expect((field as HTMLInputElement).labels).toHaveLength(1);
    await expect((canvas.getByRole('checkbox') as HTMLInputElement).labels).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: '保存' })).toBeEnabled();
  },
};

/** A video from start to save: the form sends exactly what was given, the length as typed. */
export const AddAndSave: Story = {
  tags: ['!visual'],
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '标题' }), '铂金首饰的保养');
    await userEvent.type(canvas.getByRole('textbox', { name: /^英文标题/ }), 'Caring for platinum jewellery');
    await userEvent.type(canvas.getByRole('textbox', { name: /^简介/ }), '日常清洁与存放。');
    await userEvent.upload(fileInputIn(canvasElement.querySelector('.spw-live-form__cover') as Element), png('cover.png'));
    await waitFor(() => expect(args.uploadCover).toHaveBeenCalledOnce());
    await userEvent.click(canvas.getByRole('radio', { name: /^MP4 视频/ }));
    const source = canvas.getByRole('textbox', { name: '视频地址' });
    await expect(source).toHaveAccessibleDescription('MP4 文件的地址');
    await userEvent.type(source, '/demo/media/demo.mp4');
    await userEvent.type(canvas.getByRole('textbox', { name: /^时长/ }), '4:05');
    await userEvent.type(canvas.getByRole('textbox', { name: /^介绍/ }), '三个小技巧。');
    await userEvent.click(canvas.getByRole('checkbox', { name: '公开这个视频' }));
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    const sent = {
      ...NEW_DRAFT,
      title: '铂金首饰的保养',
      en_title: 'Caring for platinum jewellery',
      summary: '日常清洁与存放。',
      cover: NEW_COVER,
      source_type: 'mp4',
      source_url: '/demo/media/demo.mp4',
      duration: '4:05',
      content: '三个小技巧。',
      is_public: 0,
    } satisfies VideoDraft;
    await expect(args.onSubmit).toHaveBeenCalledWith(sent);
    // What the page sends the server: 245 seconds.
    await expect(secondsOfDuration(sent.duration)).toBe(245);
  },
};

/** A saved video (VIDEO_ADMIN_ITEMS[0]): its words, its source, its length as a clock; saved as it was. */
export const Edit: Story = {
  args: { mode: 'edit', initial: FILM_DRAFT },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '编辑视频' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '标题' })).toHaveValue(FILM.title);
    await expect(canvas.getByRole('textbox', { name: /^英文标题/ })).toHaveValue(FILM.en_title);
    await expect(canvas.getByRole('textbox', { name: /^英文简介/ })).toHaveValue(FILM.en_summary);
    await expect(canvas.getByRole('radio', { name: /^MP4 视频/ })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: '视频地址' })).toHaveValue('/demo/media/demo.mp4');
    await expect(canvas.getByRole('textbox', { name: /^时长/ })).toHaveValue('12:34');
    await expect(canvas.getByRole('textbox', { name: /^介绍/ })).toHaveValue(FILM.content);
    await expect(canvas.getByRole('textbox', { name: /^英文介绍/ })).toHaveValue(FILM.en_content);
    await expect(canvas.getByRole('checkbox', { name: '公开这个视频' })).toBeChecked();
    await picturesLoaded(canvasElement);
    await expect(canvas.getByRole('group', { name: /^封面/ }).querySelector('img')).toHaveAttribute('src', FILM.cover);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(FILM_DRAFT);
  },
};

/** Nothing is sent without a title, with a length in no known form, or without an address; the first complaint takes the focus. */
export const ClientErrors: Story = {
  args: {
    mode: 'edit',
    initial: { ...FILM_DRAFT, title: '', en_summary: 'Platinum '.repeat(70), duration: '4.05', source_url: '' },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const title = canvas.getByRole('textbox', { name: '标题' });
    await expect(title).toHaveFocus();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription('请输入视频标题');
    await expect(canvas.getByRole('textbox', { name: /^英文简介/ })).toHaveAccessibleDescription(/^不能超过 600 个字符/);
    const source = canvas.getByRole('textbox', { name: '视频地址' });
    await expect(source).toHaveAccessibleDescription('请填写视频地址 MP4 文件的地址');
    const duration = canvas.getByRole('textbox', { name: /^时长/ });
    await expect(duration).toHaveAccessibleDescription(/^时长格式为 分:秒 或 时:分:秒/);

    // Correcting a field takes its complaint away; the next save points at the next one.
    await userEvent.type(title, '铂金首饰的保养');
    await expect(canvas.queryByText('请输入视频标题')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    const enSummary = canvas.getByRole('textbox', { name: /^英文简介/ });
    await expect(enSummary).toHaveFocus();
    await userEvent.clear(enSummary);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(source).toHaveFocus();
    await userEvent.type(source, '/demo/media/demo.mp4');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(duration).toHaveFocus();
    // Past a day: the contract's limit.
    await userEvent.clear(duration);
    await userEvent.type(duration, '24:00:01');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(duration).toHaveAccessibleDescription(/^时长不能超过 24 小时/);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // A full-width colon (a Chinese keyboard's) is read as one.
    await userEvent.clear(duration);
    await userEvent.type(duration, '1：02：03');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...FILM_DRAFT,
      title: '铂金首饰的保养',
      en_summary: '',
      source_url: '/demo/media/demo.mp4',
      duration: '1：02：03',
    });
    // Back to the state the picture shows: every complaint at its field.
    await userEvent.clear(title);
    await userEvent.clear(source);
    await userEvent.clear(duration);
    await userEvent.type(duration, '4.05');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(title).toHaveFocus();
    await expect(canvas.getByText('请输入视频标题')).toBeVisible();
    await expect(canvas.getByText('请填写视频地址')).toBeVisible();
    await expect(canvas.getByText('时长格式为 分:秒 或 时:分:秒')).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** The server's word on each field, shown there; the first in the form's order takes the focus; the save waits. */
export const ServerErrors: Story = {
  args: {
    mode: 'edit',
    initial: draftOf(PRICES),
    submitting: true,
    errors: {
      source_url: '这个地址的网站不在允许嵌入的名单里',
      cover: '封面不是本站上传的图片',
      duration: '时长不能超过 86400 秒',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    // The cover comes first in the form: the focus is on its picture's button.
    const cover = canvas.getByRole('group', { name: /^封面/ });
    await expect(cover).toContainElement(document.activeElement as HTMLElement);
    await expect(document.activeElement).toHaveAttribute('type', 'button');
    await expect(cover).toHaveAccessibleDescription(/^封面不是本站上传的图片/);
    const source = canvas.getByRole('textbox', { name: '视频地址' });
    await expect(source).toHaveAttribute('aria-invalid', 'true');
    await expect(source).toHaveAccessibleDescription('这个地址的网站不在允许嵌入的名单里 第三方视频平台的嵌入地址');
    await expect(canvas.getByRole('textbox', { name: /^时长/ })).toHaveAccessibleDescription(/^时长不能超过 86400 秒/);
    const save = canvas.getByRole('button', { name: '保存' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await picturesLoaded(canvasElement);
  },
};

/** Only the address refused: it takes the focus; changing it takes the complaint away, and the save goes. */
export const ServerErrorAtSource: Story = {
  tags: ['!visual'],
  args: { mode: 'edit', initial: FILM_DRAFT, errors: { source_url: '无法访问这个视频地址' } },
  play: async ({ canvas, args }) => {
    const source = canvas.getByRole('textbox', { name: '视频地址' });
    await expect(source).toHaveFocus();
    await expect(source).toHaveAccessibleDescription(/^无法访问这个视频地址/);
    await expect(canvas.getByRole('button', { name: '保存' })).toBeEnabled();
    await userEvent.clear(source);
    await userEvent.type(source, '/demo/media/other.mp4');
    await expect(canvas.queryByText('无法访问这个视频地址')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...FILM_DRAFT, source_url: '/demo/media/other.mp4' });
  },
};

/** A save on its way: the button waits and a second press sends nothing. */
export const Submitting: Story = {
  args: { mode: 'edit', initial: FILM_DRAFT, submitting: true },
  play: async ({ canvas, canvasElement, args }) => {
    const save = canvas.getByRole('button', { name: '保存' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelector('form')).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await picturesLoaded(canvasElement);
  },
};

/** A picture on its way holds the save, and says why. */
export const UploadWaits: Story = {
  tags: ['!visual'],
  args: { mode: 'add', uploadCover: fn<UploadFn>(() => new Promise(() => undefined)) },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(fileInputIn(canvasElement.querySelector('.spw-live-form__cover') as Element), png());
    const save = canvas.getByRole('button', { name: '保存' });
    await waitFor(() => expect(save).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(save);
    await expect(canvas.getByText('图片还在上传，请稍候再保存')).toHaveAttribute('role', 'alert');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The length helpers the page converts with: typed text ↔ the contract's seconds. */
export const DurationHelpers: Story = {
  tags: ['!visual'],
  play: async () => {
    await expect(secondsOfDuration('')).toBe(0);
    await expect(secondsOfDuration('  ')).toBe(0);
    await expect(secondsOfDuration('4:05')).toBe(245);
    await expect(secondsOfDuration('04:05')).toBe(245);
    await expect(secondsOfDuration('0:59')).toBe(59);
    await expect(secondsOfDuration('1:02:03')).toBe(3723);
    await expect(secondsOfDuration(' 12:34 ')).toBe(754);
    await expect(secondsOfDuration('90:00')).toBe(5400);
    await expect(secondsOfDuration('24:00:00')).toBe(86400);
    await expect(secondsOfDuration('1：02：03')).toBe(3723);
    for (const wrong of ['245', '4:5', '4:60', '1:60:00', '1:2:03', '4.05', '-1:00', '1:02:03:04', 'abc', ':05', '4:05 min']) {
      await expect(secondsOfDuration(wrong)).toBeNull();
    }
    await expect(durationInputOf(0)).toBe('');
    await expect(durationInputOf(245)).toBe('4:05');
    await expect(durationInputOf(3723)).toBe('1:02:03');
    await expect(durationInputOf(86400)).toBe('24:00:00');
    // Every fixture's length goes round unchanged.
    for (const video of [...VIDEO_ADMIN_ITEMS, VIDEO_ADMIN_LONG]) {
      await expect(durationInputOf(video.duration)).toBe(durationClock(video.duration));
      await expect(secondsOfDuration(durationInputOf(video.duration))).toBe(video.duration);
    }
  },
};

/** The English site: every label, hint and button in English; the Chinese words an admin wrote stay marked Chinese. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { mode: 'edit', initial: FILM_DRAFT },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit video' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to videos' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Basics',
      'Video source',
      'Description',
      'Visibility',
    ]);
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveAttribute('lang', 'zh-CN');
    await expect(canvas.getByRole('textbox', { name: /^Title in English/ })).toHaveValue(FILM.en_title);
    await expect(canvas.getByRole('radiogroup', { name: /^How it plays/ })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /^MP4 video/ })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Video address' })).toHaveAccessibleDescription('The address of an MP4 file');
    await expect(canvas.getByRole('textbox', { name: /^Length/ })).toHaveValue('12:34');
    await expect(canvas.getByRole('checkbox', { name: 'Show this video to the public' })).toBeChecked();
    await picturesLoaded(canvasElement);
    // No Chinese outside what is marked Chinese (the admins' own words).
    const root = canvasElement.cloneNode(true) as HTMLElement;
    for (const zh of root.querySelectorAll('[lang="zh-CN"]')) zh.remove();
    await expect(root.textContent ?? '').not.toMatch(/[\u4e00-\u9fff]/);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(FILM_DRAFT);
  },
};

/** The English site's complaints. */
export const EnglishErrors: Story = {
  tags: ['!visual'],
  globals: { locale: 'en' },
  args: { initial: { ...NEW_DRAFT, duration: '5 min' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(/^Enter a title/);
    await expect(canvas.getByRole('textbox', { name: 'Video address' })).toHaveAccessibleDescription(/^Enter the video's address/);
    await expect(canvas.getByRole('textbox', { name: /^Length/ })).toHaveAccessibleDescription(/^Use m:ss or h:mm:ss/);
  },
};

export const Loading: Story = {
  args: { status: 'loading', mode: 'edit' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '编辑视频' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const Error: Story = {
  args: { status: 'error', mode: 'edit' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('视频加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** On a phone: one column; the longest words wrap; no sideways scrolling. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { mode: 'edit', initial: draftOf(VIDEO_ADMIN_LONG) },
  play: async ({ canvas, canvasElement }) => {
    const title = canvas.getByRole('textbox', { name: '标题' });
    const enTitle = canvas.getByRole('textbox', { name: /^英文标题/ });
    await expect(enTitle.getBoundingClientRect().top).toBeGreaterThan(title.getBoundingClientRect().bottom);
    await expect(canvas.getByRole('textbox', { name: /^时长/ })).toHaveValue('3:25:07');
    await picturesLoaded(canvasElement);
    for (const part of canvasElement.querySelectorAll<HTMLElement>('.spw-live-form, .spw-field')) {
      await expect(part.scrollWidth).toBeLessThanOrEqual(part.clientWidth);
    }
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};
