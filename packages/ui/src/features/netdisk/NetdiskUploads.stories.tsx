import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NetdiskUploads } from './NetdiskUploads.tsx';
import { LONG_UPLOAD_ROWS, UPLOAD_ROWS, UPLOAD_ROWS_DONE, UPLOAD_ROWS_FAILED } from './netdiskShareFixtures.ts';
import type { UploadRow } from './netdiskText.ts';

const meta = {
  title: 'Features/Netdisk/NetdiskUploads',
  component: NetdiskUploads,
  args: { rows: UPLOAD_ROWS, onCancel: fn(), onRetry: fn(), onClear: fn() },
} satisfies Meta<typeof NetdiskUploads>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
/** The row of a file, found by its name. */
const rowOf = (canvas: Canvas, name: string) => within(canvas.getByTitle(name).closest('li') as HTMLElement);

/** Every state at once on the Chinese site: the summary, each file's bytes, bar and state, and its button. */
export const Uploading: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvas, args }) => {
    const region = canvas.getByRole('region', { name: '上传列表' });
    await expect(region).toBeVisible();
    const summary = within(region).getByText('正在上传 2 个文件，已完成 1 个');
    await expect(summary).toHaveAttribute('aria-live', 'polite');
    await expect(within(region).getAllByRole('listitem')).toHaveLength(5);

    const uploading = rowOf(canvas, '展台效果图-终版.png');
    await expect(uploading.getByText('4.5 MB / 10 MB')).toBeVisible();
    await expect(uploading.getByText('上传中 45%')).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: '展台效果图-终版.png 上传进度' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');

    await expect(rowOf(canvas, '嘉宾名单.xlsx').getByText('等待中')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: '嘉宾名单.xlsx 上传进度' })).toHaveAttribute('aria-valuenow', '0');
    await expect(rowOf(canvas, 'hall-plan-v3.pdf').getByText('已完成')).toBeVisible();
    await expect(rowOf(canvas, 'hall-plan-v3.pdf').getByText('3.2 MB / 3.2 MB')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'hall-plan-v3.pdf 上传进度' })).toHaveAttribute('aria-valuenow', '100');
    await expect(rowOf(canvas, 'opening-keynote.mp4').getByText('失败：网络连接中断')).toBeVisible();
    await expect(rowOf(canvas, '旧版物料清单.docx').getByText('已取消')).toBeVisible();

    // Cancel for the waiting and the uploading file only; retry for the failed one only; none for the finished.
    await expect(canvas.getAllByRole('button', { name: /^取消/ })).toHaveLength(2);
    await expect(canvas.getAllByRole('button', { name: /^重试/ })).toHaveLength(1);
    await expect(rowOf(canvas, 'hall-plan-v3.pdf').queryByRole('button')).toBeNull();
    await expect(rowOf(canvas, '旧版物料清单.docx').queryByRole('button')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: '取消 展台效果图-终版.png' }));
    await expect(args.onCancel).toHaveBeenCalledWith('u-2');
    await userEvent.click(canvas.getByRole('button', { name: '取消 嘉宾名单.xlsx' }));
    await expect(args.onCancel).toHaveBeenLastCalledWith('u-3');
    await userEvent.click(canvas.getByRole('button', { name: '清除已完成' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** The English site, with the server's reason in English. */
export const En: Story = {
  globals: { locale: 'en' },
  args: {
    rows: UPLOAD_ROWS.map((row): UploadRow => (row.state === 'failed' ? { ...row, error: 'The connection was lost' } : row)),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: 'Uploads' })).toBeVisible();
    await expect(canvas.getByText('Uploading 2 files, 1 done')).toBeVisible();
    await expect(canvas.getByText('Uploading 45%')).toBeVisible();
    await expect(canvas.getByText('Waiting')).toBeVisible();
    await expect(canvas.getByText('Done')).toBeVisible();
    await expect(canvas.getByText('Failed: The connection was lost')).toBeVisible();
    await expect(canvas.getByText('Cancelled')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Upload progress of 展台效果图-终版.png' })).toHaveAttribute(
      'aria-valuetext',
      'Uploading 45%',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Retry opening-keynote.mp4' }));
    await expect(args.onRetry).toHaveBeenCalledWith('u-4');
    await expect(canvas.getByRole('button', { name: 'Clear finished' })).toBeVisible();
  },
};

/** Everything sent: said so, with the way to clear the list. */
export const AllDone: Story = {
  args: { rows: UPLOAD_ROWS_DONE },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('全部上传完成')).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.getAllByText('已完成')).toHaveLength(3);
    for (const bar of canvas.getAllByRole('progressbar')) await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: '清除已完成' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

/** Two failed: each says why, and retrying one asks for that one by its key. */
export const Failed: Story = {
  args: { rows: UPLOAD_ROWS_FAILED },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('2 个文件上传失败，已完成 1 个')).toBeVisible();
    await expect(canvas.getByText('失败：网络连接中断')).toBeVisible();
    await expect(canvas.getByText('失败：网盘空间不足')).toBeVisible();
    await expect(canvas.getByText('300 MB / 1.2 GB')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'opening-keynote.mp4 上传进度' })).toHaveAttribute('aria-valuenow', '24');
    await userEvent.click(canvas.getByRole('button', { name: '重试 booth-A12-front.jpg' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(args.onRetry).toHaveBeenCalledWith('f-2');
    await userEvent.click(canvas.getByRole('button', { name: '重试 opening-keynote.mp4' }));
    await expect(args.onRetry).toHaveBeenLastCalledWith('f-1');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Very long names: cut with an ellipsis on one line, the whole name in the title; a long reason wraps. */
export const LongNames: Story = {
  args: { rows: LONG_UPLOAD_ROWS },
  play: async ({ canvas, canvasElement }) => {
    for (const row of LONG_UPLOAD_ROWS) {
      const name = canvas.getByTitle(row.name);
      await expect(name).toHaveTextContent(row.name);
      // One line, never wider than its row: what does not fit is cut.
      await expect(name.getBoundingClientRect().height).toBeLessThan(24);
    }
    await expect(canvas.getByRole('button', { name: `重试 ${LONG_UPLOAD_ROWS[2]?.name ?? ''}` })).toBeVisible();
    const region = canvasElement.querySelector('.spw-nd-up') as HTMLElement;
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};

/** A phone: every row fits the screen, long names cut, the buttons still beside the state. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { rows: [...UPLOAD_ROWS, ...LONG_UPLOAD_ROWS.slice(1, 3)] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('正在上传 3 个文件，已完成 1 个')).toBeVisible();
    const long = canvas.getByTitle(LONG_UPLOAD_ROWS[1]?.name ?? '');
    await expect(long.scrollWidth).toBeGreaterThan(long.clientWidth);
    for (const row of canvasElement.querySelectorAll<HTMLElement>('.spw-nd-up__row')) {
      await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
    }
    const retry = canvas.getByRole('button', { name: '重试 opening-keynote.mp4' });
    await expect(retry.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/** An empty queue draws nothing. */
export const Empty: Story = {
  tags: ['!visual'],
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};
