import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { TICKET } from './checkinFixtures.ts';
import { CheckinScreen } from './CheckinScreen.tsx';

const meta = {
  title: 'Features/Commerce/Checkin',
  component: CheckinScreen,
  args: { edition: '2025 上海铂金周', stats: { tickets: 240, checked_in: 118 }, onSubmit: fn() },
} satisfies Meta<typeof CheckinScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typed code goes as typed (trimmed); the counts show under it. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '现场签到' })).toBeVisible();
    await expect(canvas.getByText('已签到 118 / 240')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '签到' }));
    await expect(canvas.getByText('请输入票码')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText(/^票码/), ' k7q4-2m9x-tp3a {enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith('k7q4-2m9x-tp3a'));
    // No camera in the test browser: no scan button.
    await expect(canvas.queryByRole('button', { name: '扫码' })).toBeNull();
  },
};

export const CheckedIn: Story = {
  args: {
    result: { kind: 'ok', ticket: { ...TICKET, checked_in_at: '2025-11-17T01:30:00.000Z' } },
    stats: { tickets: 240, checked_in: 119 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('签到成功');
    await expect(canvas.getByText('林晓')).toBeVisible();
    await expect(canvas.getByText('上海铂金珠宝有限公司')).toBeVisible();
    await expect(canvas.getByText('2025 上海铂金周 · 全通票')).toBeVisible();
    await expect(canvas.getByLabelText(/^票码/)).toHaveValue('');
  },
};

/** A second check-in: refused, with the first time shown large. */
export const AlreadyCheckedIn: Story = {
  args: { result: { kind: 'already', code: 'B8N2-6H4W-RC5D', checkedInAt: '2025-11-17T01:12:00.000Z' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('已签到过，不能重复签到');
    await expect(canvas.getByText('首次签到时间：2025年11月17日 09:12')).toBeVisible();
  },
};

export const Refused: Story = {
  args: { result: { kind: 'refused', code: 'NOPE', message: '票码无效' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('签到失败');
    await expect(canvas.getByText('票码无效')).toBeVisible();
  },
};

/** With a camera: the scan button toggles the camera view. */
export const Scanning: Story = {
  args: { scanner: { available: true, active: true, onToggle: fn() } },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '停止扫码' });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    await expect(args.scanner?.onToggle).toHaveBeenCalledTimes(1);
  },
};

/** 40003: not check-in staff of this edition. */
export const Forbidden: Story = {
  args: { status: 'forbidden' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('您不是本届活动的签到工作人员');
    await expect(canvas.queryByLabelText(/^票码/)).toBeNull();
  },
};

/** Loading: the counts are not in yet, the desk already works. */
export const Loading: Story = {
  args: { stats: null, submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '签到' })).toBeDisabled();
    await expect(canvas.queryByText(/已签到 \d+/)).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    result: {
      kind: 'ok',
      ticket: {
        ...TICKET,
        holder: '上海铂金周组委会特别顾问委员会国际铂族金属市场联合研究中心首席代表',
        company: '中国（上海）自由贸易试验区临港新片区国际铂族金属与珠宝设计产业联合发展研究中心有限公司',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/首席代表$/)).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { result: { kind: 'already', code: 'B8N2-6H4W-RC5D', checkedInAt: '2025-11-17T01:12:00.000Z' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Already checked in')).toBeVisible();
    await expect(canvas.getByText('118 of 240 checked in')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { result: { kind: 'ok', ticket: TICKET } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('签到成功')).toBeVisible();
  },
};

export const Night: Story = {
  globals: { theme: 'dark' },
  args: { result: { kind: 'already', code: 'B8N2-6H4W-RC5D', checkedInAt: '2025-11-17T01:12:00.000Z' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('首次签到时间：2025年11月17日 09:12')).toBeVisible();
  },
};
