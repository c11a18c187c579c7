import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DownloadMark, LockMark } from './DataSetMarks.tsx';
import './data-set.css';

/** The data set pages' two small icons, beside their words: hidden from screen readers, in the text's colour. */
const meta = {
  title: 'Features/DataSet/DataSetMarks',
  render: () => (
    <p style={{ display: 'flex', gap: 16, alignItems: 'center', whiteSpace: 'nowrap' }}>
      <span style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
        <DownloadMark className="spw-data-set__mark" />
        下载
      </span>
      <span style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
        <LockMark className="spw-data-set__mark" />
        会员下载
      </span>
    </p>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Marks: Story = {
  play: async ({ canvasElement }) => {
    const marks = canvasElement.querySelectorAll('svg.spw-data-set__mark');
    await expect(marks).toHaveLength(2);
    for (const mark of marks) {
      await expect(mark).toHaveAttribute('aria-hidden', 'true');
      // Sized by the sheet to the text beside it, not drawn at the SVG's default 300 px.
      await expect(mark.getBoundingClientRect().width).toBeLessThan(24);
    }
  },
};
