/** Small text PDFs (pdf-lib, standard fonts): the demo's statements and invoices. */

interface PdfTable {
  title: string;
  subtitle: string[];
  columns: string[];
  rows: string[][];
  footer: string[];
}

/** One A4 page per ~40 rows; WinAnsi text only (the standard fonts have no other glyphs). */
export async function tablePdf(doc: PdfTable): Promise<Buffer> {
  // Loaded here, when the demo is seeded, not with the server.
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(doc.title);
  pdf.setProducer('Secure Invoice Suite');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ascii = (s: string) => s.replace(/[^\x20-\x7e]/g, '?');
  let page = pdf.addPage([595, 842]);
  let y = 790;
  const line = (text: string, size = 10, f = font, x = 50) => {
    if (y < 60) {
      page = pdf.addPage([595, 842]);
      y = 790;
    }
    page.drawText(ascii(text), { x, y, size, font: f, color: rgb(0.13, 0.17, 0.21) });
  };
  line(doc.title, 18, bold);
  y -= 26;
  for (const s of doc.subtitle) {
    line(s);
    y -= 14;
  }
  y -= 10;
  const width = 495 / doc.columns.length;
  doc.columns.forEach((c, i) => line(c, 10, bold, 50 + i * width));
  y -= 16;
  for (const row of doc.rows) {
    row.forEach((c, i) => line(c, 10, font, 50 + i * width));
    y -= 14;
  }
  y -= 10;
  for (const f of doc.footer) {
    line(f, 11, bold);
    y -= 16;
  }
  return Buffer.from(await pdf.save());
}
