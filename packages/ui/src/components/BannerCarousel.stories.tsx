import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BannerCarousel, type Banner } from './BannerCarousel.tsx';
import { frameRatio } from './banner-story-kit.ts';

/**
 * A 1200 × 400 banner drawn as an SVG data URL: deterministic, no network. The words stay in the
 * middle two thirds, which is what a phone's 2 : 1 crop keeps.
 */
function picture(heading: string, line: string, from: string, to: string, accent: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="glow" cx="0.78" cy="0.2" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
</defs>
<rect width="1200" height="400" fill="url(#bg)"/>
<rect width="1200" height="400" fill="url(#glow)"/>
<circle cx="1040" cy="330" r="190" fill="none" stroke="${accent}" stroke-opacity="0.35" stroke-width="2"/>
<circle cx="1040" cy="330" r="150" fill="none" stroke="#ffffff" stroke-opacity="0.4" stroke-width="10"/>
<circle cx="140" cy="60" r="110" fill="none" stroke="#ffffff" stroke-opacity="0.3" stroke-width="2"/>
<rect x="570" y="118" width="60" height="3" rx="1.5" fill="${accent}"/>
<text x="600" y="200" text-anchor="middle" font-family="Noto Serif CJK SC, Noto Sans CJK SC, serif" font-size="54" font-weight="700" fill="#1c1f26">${heading}</text>
<text x="600" y="262" text-anchor="middle" font-family="Noto Sans CJK SC, sans-serif" font-size="26" fill="#4a4f5c">${line}</text>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const FORUM: Banner = {
  id: 1,
  title: '铂金周 2026 主论坛',
  en_title: 'Platinum Week 2026 Main Forum',
  pic: picture('铂金周 2026 主论坛', '11 月 18 日 · 上海世博中心', '#f7f7f5', '#d9d9d2', '#9a7a3c'),
  url_web: '/article/detail?id=3',
};
const DESIGN: Banner = {
  id: 2,
  title: '铂金首饰设计大赛',
  en_title: 'Platinum Jewellery Design Competition',
  pic: picture('铂金首饰设计大赛', '作品征集进行中', '#f4ecdc', '#dcc9a3', '#7d622d'),
  url_web: '/competition/index',
};

const BANNERS: Banner[] = [
  FORUM,
  DESIGN,
  {
    id: 3,
    title: '铂族金属供需展望',
    en_title: 'PGM Supply and Demand Outlook',
    pic: picture('铂族金属供需展望', '研究报告 · 免费下载', '#e9edf2', '#c3ccd8', '#2f5fd0'),
    url_web: '/document/list',
  },
  {
    id: 4,
    title: '氢能与铂金直播',
    en_title: 'Live: Hydrogen and Platinum',
    pic: picture('氢能与铂金直播', '11 月 19 日 14:00 开播', '#eef3ee', '#c9d8cb', '#1f7a4d'),
    url_web: '/live/index',
  },
  {
    id: 5,
    title: '国际铂金协会官网',
    en_title: 'Platinum Guild International',
    pic: picture('国际铂金协会官网', 'platinum.example.com', '#f3eef0', '#dccdd3', '#8a3f5a'),
    url_web: 'https://platinum.example.com/',
  },
];

const linkTo = (path: string) => `#${path}`;

/** Every picture decoded, so the baseline never catches one half drawn. */
async function picturesLoaded(root: HTMLElement) {
  await waitFor(() => {
    for (const img of root.querySelectorAll('img')) {
      expect(img.complete && img.naturalWidth > 0).toBe(true);
    }
  });
}

const meta = {
  title: 'Components/BannerCarousel',
  component: BannerCarousel,
  args: { items: BANNERS, linkTo, autoplay: false },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1200, margin: '0 auto' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: '焦点图' });
    await expect(region).toHaveAttribute('aria-roledescription', '轮播');
    const slides = within(region).getAllByRole('group', { name: /^第 \d 张，共 5 张$/ });
    await expect(slides).toHaveLength(5);
    await expect(slides[0]).toHaveAttribute('aria-roledescription', '幻灯片');
    // Only the banner in view is reachable: the others are inert.
    await expect(canvas.getByRole('link', { name: '铂金周 2026 主论坛' })).toHaveAttribute('href', '#/article/detail?id=3');
    await expect(canvas.getByRole('img', { name: '铂金周 2026 主论坛' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '上一张' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '下一张' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '第 1 张，共 5 张' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: '第 2 张，共 5 张' })).not.toHaveAttribute('aria-current');
    // Autoplay is off here, so there is nothing to pause.
    await expect(canvas.queryByRole('button', { name: /自动播放/ })).not.toBeInTheDocument();
    await expect(frameRatio(canvasElement)).toBeCloseTo(1 / 3, 2);
    await picturesLoaded(canvasElement);
  },
} satisfies Meta<typeof BannerCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** en_title when English and present; the last banner has an absolute URL and opens a new tab. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Featured' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(within(region).getAllByRole('group', { name: /^Slide \d of 5$/ })).toHaveLength(5);
    await expect(canvas.getByRole('img', { name: 'Platinum Week 2026 Main Forum' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Slide 1 of 5' })).toHaveAttribute('aria-current', 'true');

    await userEvent.click(canvas.getByRole('button', { name: 'Slide 5 of 5' }));
    await expect(canvas.getByRole('button', { name: 'Slide 5 of 5' })).toHaveAttribute('aria-current', 'true');
    const external = canvas.getByRole('link', { name: /^Platinum Guild International\s*\(opens in a new tab\)$/ });
    await expect(external).toHaveAttribute('href', 'https://platinum.example.com/');
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await picturesLoaded(canvasElement);
  },
};

/** The list call asks for five; if more arrive, the first five are shown. */
export const MoreThanFive: Story = {
  tags: ['!visual'],
  args: {
    items: [...BANNERS, { ...FORUM, id: 6, title: '第六张不应出现' }, { ...DESIGN, id: 7, title: '第七张不应出现' }],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('group', { name: /^第 \d 张，共 5 张$/ })).toHaveLength(5);
    await expect(within(canvas.getByRole('group', { name: '选择幻灯片' })).getAllByRole('button')).toHaveLength(5);
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(5);
    await expect(canvas.queryByText(/不应出现/)).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('img[alt*="不应出现"]')).toBeNull();
    await picturesLoaded(canvasElement);
  },
};

/** One banner: the picture and its link, no buttons, nothing moves. */
export const OneItem: Story = {
  args: { items: [DESIGN], autoplay: true },
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: '焦点图' });
    await expect(region).not.toHaveAttribute('aria-roledescription');
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.getByRole('link', { name: '铂金首饰设计大赛' })).toHaveAttribute('href', '#/competition/index');
    await expect(frameRatio(canvasElement)).toBeCloseTo(1 / 3, 2);
    await picturesLoaded(canvasElement);
  },
};

/** No banners: nothing is drawn, and the Moment header starts with its tabs. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="banner-carousel"]')).toBeNull();
  },
};

/** While the list loads: a skeleton exactly the carousel's size, announced once. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: '焦点图' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(frameRatio(canvasElement)).toBeCloseTo(1 / 3, 2);
  },
};

/** A picture that fails: the title on a platinum gradient, still the link. */
export const BrokenImage: Story = {
  args: {
    items: [{ ...FORUM, pic: 'data:image/png;base64,AAAA' }, ...BANNERS.slice(1)],
  },
  play: async ({ canvas, canvasElement }) => {
    const link = await canvas.findByRole('link', { name: '铂金周 2026 主论坛' });
    await waitFor(() => expect(within(link).queryByRole('img')).not.toBeInTheDocument());
    await expect(within(link).getByText('铂金周 2026 主论坛')).toBeVisible();
    await expect(link).toHaveAttribute('href', '#/article/detail?id=3');
    await expect(frameRatio(canvasElement)).toBeCloseTo(1 / 3, 2);
    await picturesLoaded(canvasElement);
  },
};

const LONG_TITLE =
  '2026 上海铂金周主论坛暨铂族金属供需展望、氢能与汽车催化剂应用及铂金首饰零售趋势高峰对话（上海世博中心，11 月 18 日至 22 日）';

/** Long titles: the alt text is whole; the fallback clamps the title and the frame keeps its shape. */
export const LongTitles: Story = {
  args: {
    items: [
      { ...FORUM, title: LONG_TITLE, pic: 'data:image/png;base64,AAAA' },
      { ...DESIGN, title: `${DESIGN.title}：${'面向全球珠宝设计师征集以铂金为主材的原创作品'.repeat(2)}` },
      ...BANNERS.slice(2),
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: '下一张' }));
    await expect(canvas.getByRole('img', { name: /^铂金首饰设计大赛：面向全球/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '上一张' }));

    const link = await canvas.findByRole('link', { name: LONG_TITLE });
    await waitFor(() => expect(within(link).queryByRole('img')).not.toBeInTheDocument());
    const title = within(link).getByText(LONG_TITLE);
    await expect(title).toBeVisible();
    // Clamped to two lines inside the frame, which keeps its shape.
    await expect(title.scrollHeight).toBeGreaterThan(title.clientHeight);
    await expect(frameRatio(canvasElement)).toBeCloseTo(1 / 3, 2);
    await picturesLoaded(canvasElement);
  },
};

/** On a phone the banner is 2 : 1 and the controls are smaller but still 24 px targets or more. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(frameRatio(canvasElement)).toBeCloseTo(1 / 2, 2);
    for (const name of ['上一张', '下一张', '第 3 张，共 5 张']) {
      const box = canvas.getByRole('button', { name }).getBoundingClientRect();
      await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    }
    await userEvent.click(canvas.getByRole('button', { name: '上一张' }));
    // Looping: before the first comes the last.
    await expect(canvas.getByRole('button', { name: '第 5 张，共 5 张' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('img', { name: '国际铂金协会官网' })).toBeVisible();
    await picturesLoaded(canvasElement);
  },
};

/** Tab reaches previous then next; Enter moves to banner 2, which becomes the one a Tab lands on. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '上一张' })).toHaveFocus();
    await userEvent.tab();
    const next = canvas.getByRole('button', { name: '下一张' });
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: '第 2 张，共 5 张' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: '第 1 张，共 5 张' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('group', { name: '第 2 张，共 5 张' })).not.toHaveAttribute('inert');
    await expect(canvas.getByRole('group', { name: '第 1 张，共 5 张', hidden: true })).toHaveAttribute('inert');
    await expect(canvas.getByRole('img', { name: '铂金首饰设计大赛' })).toBeVisible();
    await expect(next).toHaveFocus();
    // Still a carousel the screen reader follows: not rotating, so changes are announced.
    await expect(canvasElement.querySelector('.spw-banner__viewport')).toHaveAttribute('aria-live', 'polite');
    await picturesLoaded(canvasElement);
  },
};

/**
 * Autoplay with a short delay. Reduced motion (as the tests run) keeps it still until the play
 * button is pressed; the pointer over it or keyboard focus in it holds it; pausing leaves it still.
 */
export const Autoplay: Story = {
  args: { autoplay: true, delay: 400 },
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: '焦点图' });
    const viewport = canvasElement.querySelector('.spw-banner__viewport');
    const dot = (n: number) => canvas.getByRole('button', { name: `第 ${n} 张，共 5 张` });
    const shown = () => canvas.getAllByRole('button', { name: /^第 \d 张/ }).findIndex((b) => b.getAttribute('aria-current') === 'true');
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    // Reduced motion: it does not start by itself.
    await wait(700);
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');

    const play = canvas.getByRole('button', { name: '开始自动播放' });
    await userEvent.click(play);
    await expect(play).toHaveAccessibleName('暂停自动播放');
    play.blur();
    // The pointer is still over it: held.
    await wait(700);
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await expect(viewport).toHaveAttribute('aria-live', 'polite');

    await userEvent.unhover(region);
    await waitFor(() => expect(dot(2)).toHaveAttribute('aria-current', 'true'), { timeout: 3000 });
    await expect(viewport).toHaveAttribute('aria-live', 'off');

    // Keyboard focus on the pause button holds it too.
    await userEvent.tab();
    await expect(play).toHaveFocus();
    await wait(50);
    const held = shown();
    await wait(700);
    await expect(shown()).toBe(held);

    await userEvent.keyboard('{Enter}');
    await expect(play).toHaveAccessibleName('开始自动播放');
    play.blur();
    await wait(700);
    // Paused: no further moves, so the baseline is still.
    await expect(shown()).toBe(held);
    await picturesLoaded(canvasElement);
  },
};

/** The night theme (Storybook's theme toolbar): the same story, checked by axe for contrast. */
export const Night: Story = { ...Default, globals: { ...Default.globals, theme: 'dark' } };
