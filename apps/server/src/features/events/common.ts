import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { events } from '../../db/schema.ts';
import { AppError, Code } from '../../http/errors.ts';
import type { Lang } from '../../http/messages.ts';

/** Throws 40004 unless the edition exists. */
export async function assertEdition(db: Db, eventsId: number): Promise<void> {
  const [edition] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventsId));
  if (!edition) throw new AppError(Code.NotFound, 'events_not_found');
}

/** The English text in English when there is one, else the Chinese (as the site shows en_ fields). */
export function inLang(lang: Lang, zh: string, en: string): string {
  return lang === 'en' && en.trim() !== '' ? en : zh;
}
