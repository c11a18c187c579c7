// A report's previews, made in the background (job 'document:previews'): the PDF is read with
// pdf.js, its first pages drawn on a canvas (@napi-rs/canvas) and kept as WebP pictures in the
// public store; the page count is noted. A file pdf.js cannot read marks the report 'failed' and
// the report still shows, without pages. Both libraries load on the first job, not with the server.
import { and, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { documents } from './tables.ts';
import { demoPdf, type DemoPdf } from './demo-pdf.ts';
import { DEMO_PDFS } from './seed.ts';

/** How many pages are drawn, and how wide (px). */
export const PREVIEW_PAGES = 3;
const PREVIEW_WIDTH = 900;
/** A page larger than this (in PDF points) is not drawn: a hostile file must not ask for a huge canvas. */
const MAX_PAGE_POINTS = 5000;

export const PreviewStatus = { Making: 0, Ready: 1, Failed: 2 } as const;

/** The PDF's bytes: from the private store, or drawn for a demo report ('demo:<name>'). */
export async function pdfBytes(deps: Pick<Deps, 'privateFiles'>, file: string): Promise<Buffer | null> {
  if (file.startsWith('demo:')) {
    const spec: DemoPdf | undefined = DEMO_PDFS[file.slice('demo:'.length)];
    return spec ? demoPdf(spec) : null;
  }
  return deps.privateFiles.read(file);
}

/** Draws the first pages of a PDF as WebP pictures; throws when the file cannot be read as a PDF. */
export async function drawPages(bytes: Buffer, max = PREVIEW_PAGES): Promise<{ pages: number; pictures: Buffer[] }> {
  const [{ getDocument }, { default: sharp }, { createCanvas }] = await Promise.all([
    import('pdfjs-dist/legacy/build/pdf.mjs'),
    import('sharp'),
    import('@napi-rs/canvas'),
  ]);
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: true,
    maxImageSize: 4096 * 4096,
    verbosity: 0,
  }).promise;
  try {
    const pictures: Buffer[] = [];
    for (let n = 1; n <= Math.min(max, pdf.numPages); n++) {
      const page = await pdf.getPage(n);
      const natural = page.getViewport({ scale: 1 });
      if (natural.width > MAX_PAGE_POINTS || natural.height > MAX_PAGE_POINTS) throw new Error(`page ${n} is too large to draw`);
      const viewport = page.getViewport({ scale: PREVIEW_WIDTH / natural.width });
      const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
      // pdf.js types its canvas as the browser's; @napi-rs/canvas is the one it draws on in Node.
      type Render = Parameters<typeof page.render>[0];
      await page.render({
        canvasContext: canvas.getContext('2d') as unknown as Render['canvasContext'],
        canvas: canvas as unknown as Render['canvas'],
        viewport,
      }).promise;
      pictures.push(await sharp(canvas.toBuffer('image/png')).flatten({ background: '#ffffff' }).webp({ quality: 76 }).toBuffer());
      page.cleanup();
    }
    return { pages: pdf.numPages, pictures };
  } finally {
    await pdf.destroy();
  }
}

/** The job: draws one report's previews and notes them; a report changed meanwhile (a new file) is left to its own job. */
export async function makePreviews(deps: Pick<Deps, 'db' | 'files' | 'privateFiles'>, id: number): Promise<void> {
  const [doc] = await deps.db.select().from(documents).where(eq(documents.id, id));
  if (!doc) return;
  const bytes = await pdfBytes(deps, doc.file);
  let drawn: Awaited<ReturnType<typeof drawPages>> | null = null;
  if (bytes) drawn = await drawPages(bytes).catch(() => null);
  if (!drawn) {
    await deps.db
      .update(documents)
      .set({ previewStatus: PreviewStatus.Failed })
      .where(and(eq(documents.id, id), eq(documents.file, doc.file)));
    return;
  }
  const urls: string[] = [];
  for (const picture of drawn.pictures) urls.push(await deps.files.put(picture, 'webp'));
  const [updated] = await deps.db
    .update(documents)
    .set({ previews: urls, pages: drawn.pages, previewStatus: PreviewStatus.Ready, fileSize: doc.fileSize || (bytes?.length ?? 0) })
    .where(and(eq(documents.id, id), eq(documents.file, doc.file)))
    .returning({ id: documents.id });
  // The file changed while this ran: these pictures are nobody's.
  if (!updated) for (const url of urls) await deps.files.remove(url);
  else for (const url of doc.previews) await deps.files.remove(url);
}

/** Queues the previews of every report still waiting for them (at start: the demo's, or after a lost queue). */
export async function queueMissingPreviews(deps: Pick<Deps, 'db' | 'jobs'>): Promise<void> {
  const waiting = await deps.db
    .select({ id: documents.id })
    .from(documents)
    .where(inArray(documents.previewStatus, [PreviewStatus.Making]));
  for (const { id } of waiting) await deps.jobs.add('document:previews', { id }, { jobKey: `document-previews-${id}`, maxAttempts: 2 });
}
