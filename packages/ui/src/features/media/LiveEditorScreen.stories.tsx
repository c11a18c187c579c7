import type { components } from '@spw/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { UploadFn } from '../../components/Upload.tsx';
import { picturesLoaded } from '../../components/upload-story-kit.ts';
import { ARTICLES, picture } from '../article/articleFixtures.ts';
import { ADMIN_ITEMS, liveCover } from './broadcastFixtures.ts';
import type { BroadcastAdmin } from './broadcastText.ts';
import { beijingInputOf, isoOfBeijingInput } from './liveDraft.tsx';
import { LiveEditorScreen, type LiveDraft, type LiveEditorScreenProps } from './LiveEditorScreen.tsx';

type ArticleItem = components['schemas']['ArticleItem'];

/** A saved stream as the form opens it: its times as Beijing wall-clock, the contract's optional parts as ''. */
const draftOf = (b: BroadcastAdmin): LiveDraft => ({
  title: b.title,
  en_title: b.en_title,
  summary: b.summary,
  en_summary: b.en_summary,
  content: b.content,
  en_content: b.en_content,
  cover: b.cover,
  host: b.host,
  en_host: b.en_host,
  start: beijingInputOf(b.start_time),
  end: beijingInputOf(b.end_time),
  source_type: b.source_type,
  source_url: b.source_url,
  replay_url: b.replay_url,
  speakers: b.speakers.map((s) => ({
    name: s.name,
    en_name: s.en_name ?? '',
    title: s.title ?? '',
    en_title: s.en_title ?? '',
    avatar: s.avatar ?? '',
  })),
  articles: b.articles,
  is_public: b.is_public,
});

const NEW_DRAFT: LiveDraft = {
  title: '',
  en_title: '',
  summary: '',
  en_summary: '',
  content: '',
  en_content: '',
  cover: '',
  host: '',
  en_host: '',
  start: '',
  end: '',
  source_type: 'hls',
  source_url: '',
  replay_url: '',
  speakers: [],
  articles: [],
  is_public: 1,
};

/** Upcoming, one speaker, no articles; live now, three speakers and two articles; ended with a replay. */
const [UPCOMING, , LIVE, REPLAY] = ADMIN_ITEMS as [BroadcastAdmin, BroadcastAdmin, BroadcastAdmin, BroadcastAdmin];
const UPCOMING_DRAFT = draftOf(UPCOMING);

const [REVIEW, INTERVIEW] = ARTICLES as [ArticleItem, ArticleItem];

/** What the page's search finds: published articles whose title holds the keyword. */
const find = (keyword: string) => ARTICLES.filter((a) => a.title.toLowerCase().includes(keyword.toLowerCase()));

/** The editor with a page behind it that runs each search at once. */
function Searching(args: LiveEditorScreenProps) {
  const [search, setSearch] = useState(args.search);
  return (
    <LiveEditorScreen
      {...args}
      search={search}
      onSearch={(keyword) => {
        args.onSearch(keyword);
        setSearch({ keyword, status: 'ready', results: find(keyword) });
      }}
    />
  );
}

const AVATAR = picture('新', 160, 160, 260);

const meta = {
  title: 'Features/Media/LiveEditor',
  component: LiveEditorScreen,
  args: {
    status: 'ready',
    mode: 'add',
    initial: NEW_DRAFT,
    onSubmit: fn(),
    uploadCover: fn<UploadFn>(async () => ({ url: liveCover('NEW', 20) })),
    uploadAvatar: fn<UploadFn>(async () => ({ url: AVATAR })),
    search: { keyword: '', status: 'idle', results: [] },
    onSearch: fn(),
    backHref: '#/creator/live/list',
    onRetry: fn(),
  },
} satisfies Meta<typeof LiveEditorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
/** A speaker's card, by its heading ('嘉宾 2'). */
const speaker = (canvas: Canvas, name: string) => within(canvas.getByRole('group', { name }));
/** The hidden file input of a picture field, found from its box. */
const fileInputIn = (root: Element) => root.querySelector('input[type="file"]') as HTMLInputElement;
const png = (name = 'photo.png') => new File(['png'], name, { type: 'image/png' });

/** A new stream on the Chinese site: the form's parts, Beijing time said at the times, HLS first, public by default. */
export const Add: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '新建直播' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回直播管理' })).toHaveAttribute('href', '#/creator/live/list');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '基本信息',
      '时间（北京时间）',
      '直播来源',
      '嘉宾',
      '相关文章',
      '介绍',
      '公开',
    ]);
    await expect(canvas.getByRole('textbox', { name: '标题' })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: '标题' })).toHaveAttribute('maxlength', '80');
    await expect(canvas.getByRole('textbox', { name: /^英文标题/ })).toHaveAttribute('lang', 'en');
    await expect(canvas.getByText('按北京时间（UTC+8）填写，与你电脑的时区无关')).toBeVisible();
    const start = canvas.getByLabelText(/^开始时间（北京时间）/);
    await expect(start).toHaveAttribute('type', 'datetime-local');
    await expect(start).toBeRequired();
    await expect(canvas.getByLabelText(/^结束时间（北京时间）/)).toHaveAttribute('type', 'datetime-local');
    const types = within(canvas.getByRole('radiogroup', { name: /^直播方式/ }));
    await expect(types.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['hls', 'mp4', 'embed']);
    await expect(types.getByRole('radio', { name: /^HLS 直播流/ })).toBeChecked();
    await expect(types.getByText('HLS 地址以 .m3u8 结尾')).toBeVisible();
    await expect(types.getByText('MP4 文件的地址')).toBeVisible();
    await expect(types.getByText('第三方直播平台的嵌入地址')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^直播地址/ })).toHaveAccessibleDescription('HLS 地址以 .m3u8 结尾');
    await expect(canvas.getByRole('textbox', { name: /^回放地址/ })).toHaveAccessibleDescription(/^直播结束后播放/);
    await expect(canvas.getByText('还没有嘉宾')).toBeVisible();
    await expect(canvas.getByText('已添加 0 / 12 位')).toBeVisible();
    await expect(canvas.getByRole('group', { name: /^文章/ })).toHaveAccessibleDescription(/最多 10 篇/);
    await expect(canvas.getByText('已加入 0 / 10 篇')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '公开这场直播' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: '保存' })).toBeEnabled();
  },
};

/** A stream from start to save: every part filled; the form sends exactly what was given. */
export const AddAndSave: Story = {
  tags: ['!visual'],
  render: (args) => <Searching {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '标题' }), '铂金周开幕直播');
    await userEvent.type(canvas.getByRole('textbox', { name: /^英文标题/ }), 'Platinum Week opening live');
    await userEvent.type(canvas.getByRole('textbox', { name: /^主办方/ }), '上海铂金周组委会');
    await userEvent.upload(fileInputIn(canvasElement.querySelector('.spw-live-form__cover') as Element), png('cover.png'));
    await waitFor(() => expect(args.uploadCover).toHaveBeenCalledOnce());
    await userEvent.type(canvas.getByLabelText(/^开始时间（北京时间）/), '2026-12-01T10:00');
    await userEvent.type(canvas.getByLabelText(/^结束时间（北京时间）/), '2026-12-01T11:30');
    await userEvent.click(canvas.getByRole('radio', { name: /^MP4 视频/ }));
    const source = canvas.getByRole('textbox', { name: /^直播地址/ });
    await expect(source).toHaveAccessibleDescription('MP4 文件的地址');
    await userEvent.type(source, '/demo/media/demo.mp4');

    await userEvent.click(canvas.getByRole('button', { name: '添加嘉宾' }));
    const first = speaker(canvas, '嘉宾 1');
    await expect(first.getByRole('textbox', { name: '姓名' })).toHaveFocus();
    await userEvent.keyboard('陈嘉文');
    await userEvent.type(first.getByRole('textbox', { name: /^英文职位/ }), 'Director of Markets');
    await userEvent.upload(fileInputIn(canvas.getByRole('group', { name: '嘉宾 1' })), png('chen.png'));
    await waitFor(() => expect(args.uploadAvatar).toHaveBeenCalledOnce());

    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索已发布的文章' }), '铂金{Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('铂金');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: `加入 ${REVIEW.title}` }));
    await expect(canvas.getByText('已加入 1 / 10 篇')).toBeVisible();

    await userEvent.type(canvas.getByRole('textbox', { name: /^介绍/ }), '开幕论坛全程直播。');
    await userEvent.click(canvas.getByRole('checkbox', { name: '公开这场直播' }));
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...NEW_DRAFT,
      title: '铂金周开幕直播',
      en_title: 'Platinum Week opening live',
      host: '上海铂金周组委会',
      cover: liveCover('NEW', 20),
      start: '2026-12-01T10:00',
      end: '2026-12-01T11:30',
      source_type: 'mp4',
      source_url: '/demo/media/demo.mp4',
      speakers: [{ name: '陈嘉文', en_name: '', title: '', en_title: 'Director of Markets', avatar: AVATAR }],
      articles: [REVIEW],
      content: '开幕论坛全程直播。',
      is_public: 0,
    });
  },
};

/** A saved stream (ADMIN_ITEMS[0]): its words, its Beijing times, its source, its speaker; saved as it was. */
export const Edit: Story = {
  args: { mode: 'edit', initial: UPCOMING_DRAFT },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '编辑直播' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '标题' })).toHaveValue(UPCOMING.title);
    await expect(canvas.getByRole('textbox', { name: /^英文标题/ })).toHaveValue(UPCOMING.en_title);
    await expect(canvas.getByRole('textbox', { name: /^英文主办方/ })).toHaveValue(UPCOMING.en_host);
    // 2026-11-29T05:00Z is 13:00 in Beijing.
    await expect(canvas.getByLabelText(/^开始时间（北京时间）/)).toHaveValue('2026-11-29T13:00');
    await expect(canvas.getByLabelText(/^结束时间（北京时间）/)).toHaveValue('2026-11-29T14:30');
    await expect(canvas.getByRole('radio', { name: /^HLS 直播流/ })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: /^直播地址/ })).toHaveValue('/demo/media/demo.m3u8');
    await expect(canvas.getByText('已添加 1 / 12 位')).toBeVisible();
    const guest = speaker(canvas, '嘉宾 1');
    await expect(guest.getByRole('textbox', { name: '姓名' })).toHaveValue('奥利弗·休斯');
    await expect(guest.getByRole('textbox', { name: /^英文姓名/ })).toHaveValue('Oliver Hughes');
    await expect(canvas.getByRole('textbox', { name: /^介绍/ })).toHaveValue(UPCOMING.content);
    await expect(canvas.getByRole('checkbox', { name: '公开这场直播' })).toBeChecked();
    await picturesLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(UPCOMING_DRAFT);
  },
};

/** Nothing is sent without a title, with an end before the start, or with a speaker without a name; the first complaint takes the focus. */
export const ClientErrors: Story = {
  args: {
    mode: 'edit',
    initial: {
      ...UPCOMING_DRAFT,
      title: '',
      en_summary: 'Platinum '.repeat(70),
      start: '2026-11-29T13:00',
      end: '2026-11-29T12:00',
      speakers: [{ name: '', en_name: 'Oliver Hughes', title: '', en_title: '', avatar: '' }],
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const title = canvas.getByRole('textbox', { name: '标题' });
    await expect(title).toHaveFocus();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription('请输入直播标题');
    await expect(canvas.getByRole('textbox', { name: /^英文简介/ })).toHaveAccessibleDescription(/^不能超过 600 个字符/);
    await expect(canvas.getByLabelText(/^结束时间（北京时间）/)).toHaveAccessibleDescription('结束时间要晚于开始时间');
    await expect(canvas.getByLabelText(/^开始时间（北京时间）/)).not.toHaveAttribute('aria-invalid');
    await expect(speaker(canvas, '嘉宾 1').getByRole('textbox', { name: '姓名' })).toHaveAccessibleDescription('请输入嘉宾姓名');

    // Correcting a field takes its complaint away; the next save points at the next one.
    await userEvent.type(title, '氢能与铱');
    await expect(canvas.queryByText('请输入直播标题')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    const enSummary = canvas.getByRole('textbox', { name: /^英文简介/ });
    await expect(enSummary).toHaveFocus();
    await userEvent.clear(enSummary);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByLabelText(/^结束时间（北京时间）/)).toHaveFocus();
    // Moving the start can answer the end's complaint.
    await userEvent.clear(canvas.getByLabelText(/^开始时间（北京时间）/));
    await expect(canvas.queryByText('结束时间要晚于开始时间')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByLabelText(/^开始时间（北京时间）/)).toHaveFocus();
    await expect(canvas.getByLabelText(/^开始时间（北京时间）/)).toHaveAccessibleDescription('请填写开始时间');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Back to the state the picture shows: every complaint at its field.
    await userEvent.clear(title);
    await userEvent.type(canvas.getByLabelText(/^开始时间（北京时间）/), '2026-11-29T13:00');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByText('请输入直播标题')).toBeVisible();
    await expect(canvas.getByText('结束时间要晚于开始时间')).toBeVisible();
  },
};

/** The server's word on each field, shown there ('speakers.0.name' comes as 'speakers'); the first takes the focus; the save waits. */
export const ServerErrors: Story = {
  args: {
    mode: 'edit',
    initial: draftOf(LIVE),
    submitting: true,
    errors: {
      source_url: '无法访问这个直播地址',
      end_time: '结束时间不能早于现在',
      speakers: '第 2 位嘉宾的头像不是本站上传的图片',
      article_ids: '文章 99 未发布',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const end = canvas.getByLabelText(/^结束时间（北京时间）/);
    await expect(end).toHaveFocus();
    await expect(end).toHaveAccessibleDescription('结束时间不能早于现在');
    const source = canvas.getByRole('textbox', { name: /^直播地址/ });
    await expect(source).toHaveAttribute('aria-invalid', 'true');
    await expect(source).toHaveAccessibleDescription('无法访问这个直播地址 HLS 地址以 .m3u8 结尾');
    await expect(canvas.getByRole('button', { name: '添加嘉宾' })).toHaveAccessibleDescription('第 2 位嘉宾的头像不是本站上传的图片');
    await expect(canvas.getByRole('group', { name: /^文章/ })).toHaveAccessibleDescription(/文章 99 未发布/);
    const save = canvas.getByRole('button', { name: '保存' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await picturesLoaded(canvasElement);
  },
};

/** Only the source's address refused: it takes the focus. */
export const ServerErrorAtSource: Story = {
  tags: ['!visual'],
  args: { mode: 'edit', initial: UPCOMING_DRAFT, errors: { source_url: '无法访问这个直播地址' } },
  play: async ({ canvas, args }) => {
    const source = canvas.getByRole('textbox', { name: /^直播地址/ });
    await expect(source).toHaveFocus();
    await expect(source).toHaveAccessibleDescription(/^无法访问这个直播地址/);
    await expect(canvas.getByRole('button', { name: '保存' })).toBeEnabled();
    await userEvent.clear(source);
    await userEvent.type(source, '/demo/media/other.m3u8');
    await expect(canvas.queryByText('无法访问这个直播地址')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...UPCOMING_DRAFT, source_url: '/demo/media/other.m3u8' });
  },
};

/** A save on its way: the button waits and a second press sends nothing. */
export const Submitting: Story = {
  tags: ['!visual'],
  args: { mode: 'edit', initial: UPCOMING_DRAFT, submitting: true },
  play: async ({ canvas, canvasElement, args }) => {
    const save = canvas.getByRole('button', { name: '保存' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelector('form')).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Speakers: added (the new name takes the focus), removed (the focus goes to the next), twelve at most. */
export const Speakers: Story = {
  tags: ['!visual'],
  args: { mode: 'edit', initial: UPCOMING_DRAFT },
  play: async ({ canvas, args }) => {
    const add = canvas.getByRole('button', { name: '添加嘉宾' });
    await userEvent.click(add);
    await expect(speaker(canvas, '嘉宾 2').getByRole('textbox', { name: '姓名' })).toHaveFocus();
    await userEvent.keyboard('林晓雨');
    await expect(canvas.getByText('已添加 2 / 12 位')).toBeVisible();
    await expect(canvas.getByText('已添加嘉宾 2')).toBeInTheDocument();
    // The first goes: the one after it moves up and its remove button takes the focus.
    await userEvent.click(canvas.getByRole('button', { name: '移除 嘉宾 1' }));
    await expect(canvas.getByText('已移除嘉宾 1')).toBeInTheDocument();
    await expect(canvas.getByText('已添加 1 / 12 位')).toBeVisible();
    await expect(speaker(canvas, '嘉宾 1').getByRole('textbox', { name: '姓名' })).toHaveValue('林晓雨');
    await expect(canvas.getByRole('button', { name: '移除 嘉宾 1' })).toHaveFocus();
    await expect(canvas.queryByRole('group', { name: '嘉宾 2' })).toBeNull();
    // The last goes: the focus goes to the add button.
    await userEvent.click(canvas.getByRole('button', { name: '移除 嘉宾 1' }));
    await expect(canvas.getByText('还没有嘉宾')).toBeVisible();
    await expect(add).toHaveFocus();
    // Up to twelve.
    for (let n = 1; n <= 12; n += 1) {
      await userEvent.click(add);
      await userEvent.keyboard(`嘉宾${n}`);
    }
    await expect(canvas.getByText('已添加 12 / 12 位')).toBeVisible();
    await expect(add).toBeDisabled();
    await expect(canvas.getByText('已有 12 位嘉宾，达到上限')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...UPCOMING_DRAFT,
      speakers: Array.from({ length: 12 }, (_, i) => ({ name: `嘉宾${i + 1}`, en_name: '', title: '', en_title: '', avatar: '' })),
    });
  },
};

/** The article search: Enter or the button asks the page; found articles are added in order, moved and removed. */
export const Articles: Story = {
  tags: ['!visual'],
  render: (args) => <Searching {...args} />,
  args: { mode: 'edit', initial: UPCOMING_DRAFT },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('searchbox', { name: '搜索已发布的文章' });
    await userEvent.type(box, 'platinum');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('platinum');
    await userEvent.click(canvas.getByRole('button', { name: `加入 ${INTERVIEW.title}` }));
    await userEvent.clear(box);
    await userEvent.type(box, '铂金{Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('铂金');
    await expect(canvas.getByText('找到 3 篇文章')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `加入 ${REVIEW.title}` }));
    await userEvent.click(canvas.getByRole('button', { name: `上移 ${REVIEW.title}` }));
    await expect(canvas.getByText(`《${REVIEW.title}》移到第 1 篇`)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...UPCOMING_DRAFT, articles: [REVIEW, INTERVIEW] });
  },
};

/** A picture on its way holds the save, and says why. */
export const UploadWaits: Story = {
  tags: ['!visual'],
  args: { mode: 'edit', initial: UPCOMING_DRAFT, uploadAvatar: fn<UploadFn>(() => new Promise(() => undefined)) },
  play: async ({ canvas, args }) => {
    await userEvent.upload(fileInputIn(canvas.getByRole('group', { name: '嘉宾 1' })), png());
    const save = canvas.getByRole('button', { name: '保存' });
    await waitFor(() => expect(save).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(save);
    await expect(canvas.getByText('图片还在上传，请稍候再保存')).toHaveAttribute('role', 'alert');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Removing the speaker stops the upload: the save is free again.
    await userEvent.click(canvas.getByRole('button', { name: '移除 嘉宾 1' }));
    await expect(save).not.toHaveAttribute('aria-disabled');
    await userEvent.click(save);
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...UPCOMING_DRAFT, speakers: [] });
  },
};

/** The form's times are Beijing wall-clock whatever the computer's zone (the helpers the page converts with). */
export const BeijingTimes: Story = {
  tags: ['!visual'],
  args: { mode: 'edit', initial: UPCOMING_DRAFT },
  play: async ({ canvas, args }) => {
    await expect(beijingInputOf('2026-11-27T02:00:00Z')).toBe('2026-11-27T10:00');
    await expect(beijingInputOf('2026-11-27T02:00:00.000+08:00')).toBe('2026-11-27T02:00');
    // Past Beijing midnight: the next day.
    await expect(beijingInputOf('2026-12-31T16:30:00Z')).toBe('2027-01-01T00:30');
    await expect(beijingInputOf('')).toBe('');
    await expect(beijingInputOf('not a time')).toBe('');
    await expect(isoOfBeijingInput('2026-11-27T10:00')).toBe('2026-11-27T02:00:00.000Z');
    await expect(isoOfBeijingInput('2027-01-01T00:30')).toBe('2026-12-31T16:30:00.000Z');
    await expect(isoOfBeijingInput('2026-11-27T10:00:30')).toBe('2026-11-27T02:00:30.000Z');
    // Summer and winter alike: China keeps no daylight saving.
    await expect(isoOfBeijingInput('2026-07-01T08:00')).toBe('2026-07-01T00:00:00.000Z');
    for (const wrong of ['', '2026-02-30T10:00', '2026-11-27T24:00', '2026-11-27 10:00', '2026-13-01T10:00', '10:00']) {
      await expect(isoOfBeijingInput(wrong)).toBe('');
    }
    for (const item of ADMIN_ITEMS) {
      await expect(isoOfBeijingInput(beijingInputOf(item.start_time))).toBe(
        new Date(Date.parse(item.start_time) - (Date.parse(item.start_time) % 60_000)).toISOString(),
      );
    }
    // What the page sends is what was typed, read in Beijing time.
    const start = canvas.getByLabelText(/^开始时间（北京时间）/);
    await userEvent.clear(start);
    await userEvent.type(start, '2026-11-29T08:00');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...UPCOMING_DRAFT, start: '2026-11-29T08:00' });
    await expect(isoOfBeijingInput('2026-11-29T08:00')).toBe('2026-11-29T00:00:00.000Z');
  },
};

/** The English site: every label, hint and button in English; the Chinese words an admin wrote stay marked Chinese. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { mode: 'edit', initial: draftOf(LIVE) },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit live stream' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to live streams' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Basics',
      'Times (Beijing time)',
      'Stream source',
      'Speakers',
      'Related articles',
      'Description',
      'Visibility',
    ]);
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveAttribute('lang', 'zh-CN');
    await expect(canvas.getByRole('textbox', { name: /^Title in English/ })).toHaveValue(LIVE.en_title);
    await expect(canvas.getByLabelText(/^Starts \(Beijing time\)/)).toHaveValue('2026-11-27T09:30');
    await expect(canvas.getByLabelText(/^Ends \(Beijing time\)/)).toHaveValue('2026-11-27T12:30');
    await expect(canvas.getByRole('radio', { name: /^HLS stream/ })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: /^Stream address/ })).toHaveAccessibleDescription('An HLS address ends in .m3u8');
    await expect(canvas.getByText('3 of 12 added')).toBeVisible();
    await expect(speaker(canvas, 'Speaker 2').getByRole('textbox', { name: /^Name in English/ })).toHaveValue('Oliver Hughes');
    await expect(canvas.getByText('2 of 10 added')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Show this live stream to the public' })).toBeChecked();
    await picturesLoaded(canvasElement);
    // No Chinese outside what is marked Chinese (the admins' own words).
    const root = canvasElement.cloneNode(true) as HTMLElement;
    for (const zh of root.querySelectorAll('[lang="zh-CN"]')) zh.remove();
    await expect(root.textContent ?? '').not.toMatch(/[\u4e00-\u9fff]/);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(draftOf(LIVE));
  },
};

/** The English site's complaints. */
export const EnglishErrors: Story = {
  tags: ['!visual'],
  globals: { locale: 'en' },
  args: { initial: { ...NEW_DRAFT, start: '2026-12-01T10:00', end: '2026-12-01T09:00' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add a speaker' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(/^Enter a title/);
    await expect(canvas.getByLabelText(/^Ends \(Beijing time\)/)).toHaveAccessibleDescription('It must end after it starts');
    await expect(speaker(canvas, 'Speaker 1').getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      "Enter the speaker's name",
    );
  },
};

export const Loading: Story = {
  args: { status: 'loading', mode: 'edit' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '编辑直播' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const Error: Story = {
  args: { status: 'error', mode: 'edit' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('直播加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** On a phone: one column, each speaker's photo beside their fields; no sideways scrolling. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  // One speaker, no article: the whole form stays within the tallest picture taken (3600 px).
  args: { mode: 'edit', initial: { ...draftOf(REPLAY), speakers: draftOf(REPLAY).speakers.slice(0, 1), articles: [] } },
  play: async ({ canvas, canvasElement }) => {
    const title = canvas.getByRole('textbox', { name: '标题' });
    const enTitle = canvas.getByRole('textbox', { name: /^英文标题/ });
    await expect(enTitle.getBoundingClientRect().top).toBeGreaterThan(title.getBoundingClientRect().bottom);
    const start = canvas.getByLabelText(/^开始时间（北京时间）/);
    const end = canvas.getByLabelText(/^结束时间（北京时间）/);
    await expect(end.getBoundingClientRect().top).toBeGreaterThan(start.getBoundingClientRect().bottom);
    await expect(canvas.getByLabelText(/^结束时间（北京时间）/)).toHaveValue('2026-11-13T13:00');
    await picturesLoaded(canvasElement);
    for (const part of canvasElement.querySelectorAll<HTMLElement>('.spw-live-form, .spw-live-speaker, .spw-article-picker, .spw-field')) {
      await expect(part.scrollWidth).toBeLessThanOrEqual(part.clientWidth);
    }
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth));
  },
};
