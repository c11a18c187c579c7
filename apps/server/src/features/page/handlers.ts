import { eq, sql } from 'drizzle-orm';
import { AppError, badField, Code } from '../../http/errors.ts';
import { cleanRichText } from '../../http/rich-text.ts';
import type { PartialHandlers } from '../../http/types.ts';
import { pages } from './tables.ts';

const view = (row: typeof pages.$inferSelect) => ({
  name: row.name,
  title: row.title,
  en_title: row.enTitle,
  content: row.content,
  en_content: row.enContent,
  updated_at: row.updatedAt.toISOString(),
});

export const pageHandlers: PartialHandlers<'pageGet' | 'pageSave'> = {
  async pageGet({ deps, query }) {
    const [row] = await deps.db.select().from(pages).where(eq(pages.name, query.name));
    if (!row) throw new AppError(Code.NotFound, 'page_not_found');
    return view(row);
  },

  /** One statement: a new name adds the page, a known one replaces its words (cleaned first). */
  async pageSave(ctx) {
    const { name, title } = ctx.body;
    const content = cleanRichText(ctx.body.content).trim();
    const enContent = cleanRichText(ctx.body.en_content ?? '').trim();
    // Nothing left once cleaned (only a script, say): as empty as no text at all.
    if (!content) badField('content', 'content_empty');
    const values = { name, title: title.trim(), enTitle: (ctx.body.en_title ?? '').trim(), content, enContent };
    if (!values.title) badField('title', 'field_required');
    const [row] = await ctx.deps.db
      .insert(pages)
      .values(values)
      .onConflictDoUpdate({
        target: pages.name,
        set: { title: values.title, enTitle: values.enTitle, content, enContent, updatedAt: sql`now()` },
      })
      .returning();
    if (!row) throw new AppError(Code.ServerError, 'server_error');
    ctx.say('saved');
    return view(row);
  },
};
