import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PICKER_WORDS } from '../special/SpecialEditorScreen.tsx';
import { ArticlePicker, type ArticleSearch, type PickedArticle } from './ArticlePicker.tsx';
import { ARTICLES } from './articleFixtures.ts';

/**
 * The ordered article picker the special-topic and live-stream editors share (the series editor
 * builds on its OrderedPicker): search, add, move up or down, remove. Here with the topic form's words.
 */
interface HarnessProps {
  initial: PickedArticle[];
  search: ArticleSearch;
  onSearch: (keyword: string) => void;
  onChange: (next: PickedArticle[]) => void;
  max: number;
  error?: string;
}

function Harness({ initial, onChange, ...props }: HarnessProps) {
  const [value, setValue] = useState<PickedArticle[]>(initial);
  return (
    <ArticlePicker<PickedArticle>
      id="story-picker"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      toPicked={(item) => ({ id: item.id, title: item.title, lang: item.lang })}
      words={PICKER_WORDS}
      {...props}
    />
  );
}

const picked = (i: number): PickedArticle => {
  const a = ARTICLES[i];
  return { id: a?.id ?? i, title: a?.title ?? '', lang: a?.lang ?? 'zh' };
};

const meta = {
  title: 'Features/Article/ArticlePicker',
  component: Harness,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    initial: [picked(0), picked(1)],
    search: { keyword: '铂金', status: 'ready', results: ARTICLES.slice(0, 4) },
    onSearch: fn(),
    onChange: fn(),
    max: 10,
  },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Results beside the chosen ones: adding one puts it last; moving and removing keep the order. */
export const WithResults: Story = {
  // After its clicks the picker is still settling (focus moves, a notice is read out): no picture.
  tags: ['!visual'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('已加入 2 / 10 篇')).toBeVisible();
    const third = ARTICLES[2]?.title ?? '';
    const results = within(canvas.getByRole('list', { name: /搜索结果/ }));
    await userEvent.click(
      within((results.getAllByText(third)[0] as HTMLElement).closest('li') as HTMLElement).getByRole('button', { name: /加入/ }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith([picked(0), picked(1), picked(2)]);
    await userEvent.click(canvas.getAllByRole('button', { name: /上移/ })[2] as HTMLElement);
    await expect(args.onChange).toHaveBeenLastCalledWith([picked(0), picked(2), picked(1)]);
    await userEvent.click(canvas.getAllByRole('button', { name: /移除/ })[0] as HTMLElement);
    await expect(args.onChange).toHaveBeenLastCalledWith([picked(2), picked(1)]);
  },
};

/** Nothing chosen yet, no search: the box says what to do; Enter searches. */
export const Empty: Story = {
  args: { initial: [], search: { keyword: '', status: 'idle', results: [] } },
  play: async ({ canvas, args }) => {
    const box = canvas.getByLabelText('搜索已发布的文章');
    await userEvent.type(box, 'platinum{Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('platinum');
  },
};

/** The form's word on the list shows under it. */
export const WithError: Story = {
  tags: ['!visual'],
  args: { error: '只能加入已发布的文章：10 不可用' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('只能加入已发布的文章：10 不可用')).toBeVisible();
  },
};

/** In English, on a phone: nothing runs off the side. */
export const EnglishPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
