import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LONG_NAME } from '../../fixtures.ts';
import { picture } from '../article/articleFixtures.ts';
import {
  APPLY_GEMS,
  APPLY_REJECTED,
  longApplication,
  MARKET_WATCH,
  MINE_COLUMNIST,
  MINE_NONE,
  MINE_REJECTED,
  MINE_WAITING,
  MINE_WITHDRAWN,
  SUPPLY_NOTES,
} from './columnFixtures.ts';
import { ColumnRecruitScreen } from './ColumnRecruitScreen.tsx';

const meta = {
  title: 'Features/Column/ColumnRecruit',
  component: ColumnRecruitScreen,
  args: {
    status: 'ready',
    mine: MINE_NONE,
    loginHref: '#/login?redirect=%2Fcolumn%2Frecruit',
    onSubmit: fn(),
    onWithdraw: fn(),
    uploadPic: fn(async () => ({ url: picture('Pt', 1280, 400, 120) })),
    columnHref: (id) => `#/column/detail?id=${id}`,
    creatorHref: '#/creator/index',
    onRetry: fn(),
  },
} satisfies Meta<typeof ColumnRecruitScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const REJECTED_DRAFT = {
  name: APPLY_REJECTED.name,
  en_name: APPLY_REJECTED.en_name,
  content: APPLY_REJECTED.content,
  en_content: APPLY_REJECTED.en_content,
  pic: APPLY_REJECTED.pic,
  samples: APPLY_REJECTED.samples,
  contact: APPLY_REJECTED.contact,
};

/** Not signed in: the pitch, and a way to sign in that comes back here; no form. */
export const Visitor: Story = {
  args: { status: 'visitor', mine: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '成为专栏作者' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '专栏作者可以' })).toBeVisible();
    await expect(canvas.getByText('你自己的专栏页')).toBeVisible();
    await expect(canvas.getByText('至少提供一篇作品或写作计划')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '登录后申请' })).toHaveAttribute('href', '#/login?redirect=%2Fcolumn%2Frecruit');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', mine: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '成为专栏作者' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中...');
    await expect(canvas.getByRole('region', { name: '成为专栏作者' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const Error: Story = {
  args: { status: 'error', mine: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('申请信息加载失败，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Never applied: the empty form on the Chinese site; a filled one is sent as typed. */
export const Form: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, args }) => {
    const form = within(await canvas.findByRole('form', { name: '申请开设专栏' }));
    const name = form.getByRole('textbox', { name: '专栏名称' });
    await expect(name).toHaveValue('');
    await expect(name).toBeRequired();
    await expect(name).toHaveAttribute('lang', 'zh-CN');
    await expect(form.getByRole('textbox', { name: /^英文名称/ })).toHaveAttribute('lang', 'en');
    await expect(form.getByRole('textbox', { name: /^英文简介/ })).toHaveAttribute('maxlength', '600');
    await expect(form.getByRole('group', { name: '专栏横幅' })).toBeVisible();
    await expect(form.getByText('0 / 500')).toBeVisible();
    await userEvent.type(name, '铂金婚戒研究');
    await userEvent.type(form.getByRole('textbox', { name: '专栏简介' }), '从工艺到选购，聊聊铂金婚戒。');
    await userEvent.type(form.getByRole('textbox', { name: '作品与写作计划' }), 'https://www.example.com/rings');
    await expect(form.getByText('29 / 500')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: '提交申请' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: '铂金婚戒研究',
      en_name: '',
      content: '从工艺到选购，聊聊铂金婚戒。',
      en_content: '',
      pic: '',
      samples: 'https://www.example.com/rings',
      contact: '',
    });
  },
};

/** The English site: the pitch, the labels and the hints in English; the fields keep their languages. */
export const FormEn: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Write a column for us' })).toBeVisible();
    await expect(canvas.getByText('Featured on the articles home')).toBeVisible();
    await expect(canvas.getByText('A decision within 3 working days, sent to you as a notification')).toBeVisible();
    const form = within(await canvas.findByRole('form', { name: 'Apply for a column' }));
    await expect(form.getByRole('textbox', { name: 'Column name' })).toHaveAttribute('lang', 'zh-CN');
    await expect(form.getByRole('textbox', { name: /^English name/ })).toHaveAccessibleDescription(
      'Shown on the English site; without it the Chinese name is shown',
    );
    await expect(form.getByRole('textbox', { name: /^Contact/ })).toHaveAccessibleDescription(
      'Phone, WeChat or e-mail; only the admins see it',
    );
    await expect(form.getByRole('button', { name: 'Send application' })).toBeEnabled();
  },
};

/** Nothing is sent without a name, an introduction and samples: each says so at its field, the first takes the focus. */
export const ClientErrors: Story = {
  args: { mine: MINE_WITHDRAWN },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '专栏简介' }), '   ');
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await expect(canvas.getByText('请输入专栏名称')).toBeVisible();
    await expect(canvas.getByText('请输入专栏简介')).toBeVisible();
    await expect(canvas.getByText('请提供至少一篇作品或写作计划')).toBeVisible();
    const name = canvas.getByRole('textbox', { name: '专栏名称' });
    await expect(name).toHaveFocus();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Correcting a field takes its complaint away; the focus then goes to the next one wrong.
    await userEvent.type(name, '铂金婚戒研究');
    await expect(canvas.queryByText('请输入专栏名称')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await expect(canvas.getByRole('textbox', { name: '专栏简介' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's word on fields, shown there, the first one focused; an application on its way holds the button. */
export const ServerErrors: Story = {
  args: {
    mine: MINE_REJECTED,
    submitting: true,
    errors: { name: '已有同名的专栏：每日金价快评', pic: '请使用本站上传的图片', contact: '联系方式格式不正确' },
  },
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: '专栏名称' });
    await expect(name).toHaveAccessibleDescription(/已有同名的专栏：每日金价快评/);
    await waitFor(() => expect(name).toHaveFocus());
    await expect(canvas.getByText('请使用本站上传的图片')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^联系方式/ })).toHaveAttribute('aria-invalid', 'true');
    const send = canvas.getByRole('button', { name: '提交申请' });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAttribute('aria-busy', 'true');
  },
};

/** An application waiting: what was sent, under review; withdrawing is asked first. */
export const Waiting: Story = {
  args: { mine: MINE_WAITING },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '你的申请' })).toBeVisible();
    await expect(canvas.getByText('审核中')).toBeVisible();
    await expect(canvas.getByText('提交于 2026年11月16日')).toHaveAttribute('datetime', APPLY_GEMS.created_at);
    await expect(canvas.getByText(APPLY_GEMS.name)).toHaveAttribute('lang', 'zh-CN');
    await expect(canvas.getByText(APPLY_GEMS.en_name)).toHaveAttribute('lang', 'en');
    await expect(canvas.getByRole('img', { name: `“${APPLY_GEMS.name}”的横幅` })).toHaveAttribute('width', '320');
    await expect(canvas.getByText(/^已发表的文章/)).toHaveStyle({ whiteSpace: 'pre-wrap' });
    await expect(canvas.queryByRole('form')).toBeNull();

    const withdraw = canvas.getByRole('button', { name: '撤回申请' });
    await userEvent.click(withdraw);
    let dialog = await screen.findByRole('alertdialog', { name: '撤回这份申请？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '保留申请' }));
    await expect(args.onWithdraw).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(withdraw).toHaveFocus();
    await userEvent.click(withdraw);
    dialog = await screen.findByRole('alertdialog', { name: '撤回这份申请？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '撤回' }));
    await expect(args.onWithdraw).toHaveBeenCalledTimes(1);
    await expect(args.onWithdraw).toHaveBeenCalledWith(APPLY_GEMS.id);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** Withdrawing on its way: the button waits. */
export const Withdrawing: Story = {
  tags: ['!visual'],
  args: { mine: MINE_WAITING, withdrawing: true },
  play: async ({ canvas }) => {
    const withdraw = canvas.getByRole('button', { name: '撤回申请' });
    await expect(withdraw).toBeDisabled();
    await expect(withdraw).toHaveAttribute('aria-busy', 'true');
  },
};

/** The last application was rejected: the reason in a notice, and the form filled from it to send again. */
export const Rejected: Story = {
  args: { mine: MINE_REJECTED },
  play: async ({ canvas, args }) => {
    const notice = within(canvas.getByRole('region', { name: '上次的申请未通过' }));
    await expect(notice.getByText(APPLY_REJECTED.reason)).toBeVisible();
    await expect(notice.getByText('审核于 2026年11月7日')).toBeVisible();
    const form = within(await canvas.findByRole('form', { name: '重新申请' }));
    await expect(form.getByRole('textbox', { name: '专栏名称' })).toHaveValue(APPLY_REJECTED.name);
    await expect(form.getByRole('textbox', { name: /^英文名称/ })).toHaveValue(APPLY_REJECTED.en_name);
    await expect(form.getByRole('textbox', { name: '作品与写作计划' })).toHaveValue(APPLY_REJECTED.samples);
    await expect(form.getByRole('textbox', { name: /^联系方式/ })).toHaveValue(APPLY_REJECTED.contact);
    await userEvent.click(form.getByRole('button', { name: '提交申请' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(REJECTED_DRAFT);
  },
};

/** Withdrawn: a new, empty form. */
export const Withdrawn: Story = {
  tags: ['!visual'],
  args: { mine: MINE_WITHDRAWN },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '专栏名称' })).toHaveValue('');
    await expect(canvas.queryByText('审核中')).toBeNull();
  },
};

/** A columnist: links to their columns and the creator centre; another column's form only when asked for. */
export const Columnist: Story = {
  args: { mine: MINE_COLUMNIST },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '你已经是专栏作者' })).toBeVisible();
    const columns = within(canvas.getByRole('list', { name: '你的专栏' }));
    await expect(columns.getByRole('link', { name: MARKET_WATCH.name })).toHaveAttribute('href', `#/column/detail?id=${MARKET_WATCH.id}`);
    await expect(columns.getByRole('link', { name: SUPPLY_NOTES.name })).toHaveAttribute('href', `#/column/detail?id=${SUPPLY_NOTES.id}`);
    await expect(canvas.getByRole('link', { name: '前往创作中心' })).toHaveAttribute('href', '#/creator/index');
    await expect(canvas.queryByRole('form')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '申请开设另一个专栏' }));
    const name = canvas.getByRole('textbox', { name: '专栏名称' });
    await expect(name).toHaveValue('');
    await expect(name).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: '申请开设另一个专栏' })).toBeNull();
  },
};

/** The English site names each column in English where it has an English name. */
export const ColumnistEn: Story = {
  tags: ['!visual'],
  globals: { locale: 'en' },
  args: { mine: MINE_COLUMNIST },
  play: async ({ canvas }) => {
    const columns = within(canvas.getByRole('list', { name: 'Your columns' }));
    await expect(columns.getByRole('link', { name: 'Platinum Market Watch' })).toHaveAttribute('lang', 'en');
    // No English name: the Chinese one, marked Chinese.
    await expect(columns.getByRole('link', { name: SUPPLY_NOTES.name })).toHaveAttribute('lang', 'zh-CN');
    await expect(canvas.getByRole('button', { name: 'Apply for another column' })).toBeVisible();
  },
};

/** Long words everywhere: column names, an application at its limits, words without a break; nothing overflows. */
export const LongText: Story = {
  args: {
    mine: {
      is_column: 1,
      columns: MINE_COLUMNIST.columns.map((c) => ({
        ...c,
        name: `${c.name}${LONG_NAME}`,
        en_name: c.en_name ? `${c.en_name}${'Platinum'.repeat(10)}` : '',
      })),
      application: longApplication(APPLY_GEMS),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: `${MARKET_WATCH.name}${LONG_NAME}` })).toBeVisible();
    await expect(canvas.getByText('审核中')).toBeVisible();
    const root = canvasElement.querySelector('.spw-recruit') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    for (const dd of Array.from(root.querySelectorAll('dd'))) {
      await expect(dd.scrollWidth).toBeLessThanOrEqual(dd.clientWidth);
    }
  },
};

/** A phone: the benefits and the fields one above the other, nothing wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { mine: MINE_REJECTED },
  play: async ({ canvas, canvasElement }) => {
    const name = canvas.getByRole('textbox', { name: '专栏名称' });
    const english = canvas.getByRole('textbox', { name: /^英文名称/ });
    await expect(english.getBoundingClientRect().top).toBeGreaterThan(name.getBoundingClientRect().bottom);
    const [first, second] = canvasElement.querySelectorAll('.spw-recruit-benefit');
    await expect(second?.getBoundingClientRect().top).toBeGreaterThan(first?.getBoundingClientRect().bottom ?? Infinity);
    const doc = canvasElement.ownerDocument.documentElement;
    await waitFor(() => expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth));
  },
};
