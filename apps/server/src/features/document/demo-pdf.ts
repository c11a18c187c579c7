// The demo reports' PDFs, drawn on request (pdfkit) instead of shipping binary files: a cover with
// the report's English title, a chart, and pages of text. The Chinese title is the site's; the
// PDF's own fonts are the standard ones, which need no font files.
import PDFDocument from 'pdfkit';

export interface DemoPdf {
  title: string;
  subtitle: string;
  /** Heights of the cover's bars (0…1). */
  bars: number[];
  /** Section headings, one page each. */
  sections: string[];
}

const GOLD = '#8a6d3b';
const INK = '#24232b';

const PARAGRAPH =
  'Platinum-group metals sit at the meeting point of jewellery, industry and investment. This section reviews ' +
  'the quarter’s prices, the flows between Shanghai, London and Zurich, and what fabricators and retailers told us. ' +
  'Figures are in troy ounces unless stated; Chinese demand is measured at the Shanghai Gold Exchange. ';

export function demoPdf(spec: DemoPdf): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: spec.title, Author: 'Shanghai Platinum Week' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.rect(0, 0, 595.28, 250).fill(INK);
  doc.fillColor('#d8c49a').fontSize(28).text(spec.title, 56, 92, { width: 480 });
  doc.fillColor('#ffffff').fontSize(13).text(spec.subtitle, 56, 190, { width: 480 });
  doc.fillColor(INK).fontSize(12).text(PARAGRAPH.repeat(3), 56, 290, { width: 480, lineGap: 3 });
  const base = 760;
  spec.bars.forEach((height, index) => {
    const h = Math.round(40 + height * 180);
    doc.rect(72 + index * 64, base - h, 36, h).fill(index === spec.bars.length - 1 ? GOLD : '#c9b48a');
  });
  doc.moveTo(56, base).lineTo(540, base).lineWidth(1).stroke(INK);
  for (const [index, section] of spec.sections.entries()) {
    doc.addPage();
    doc
      .fillColor(GOLD)
      .fontSize(11)
      .text(`${index + 1} / ${spec.sections.length}`, { align: 'right' });
    doc.fillColor(INK).fontSize(20).text(section).moveDown(0.6);
    doc.fontSize(11).text(PARAGRAPH.repeat(9), { lineGap: 3, align: 'justify' });
  }
  doc.end();
  return done;
}
