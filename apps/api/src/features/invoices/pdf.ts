import PDFDocument from 'pdfkit';
import { INVOICE_PDF_MESSAGES as T, formatEuro } from '@spesa/domain';
import type { InvoiceDocument } from './document';

const INK = '#1f2328';
const MUTED = '#5b6169';

const dateIt = (iso: string) => {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
};

/**
 * The document as a PDF a shopper can keep or print: seller, buyer, lines
 * with their VAT rate, the VAT summary, the total, and what was paid and how. Uncompressed: small
 * documents, and their text stays searchable by tests and tools.
 */
export function renderInvoicePdf(doc: InvoiceDocument, brandName: string): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 48,
    compress: false,
    info: {
      Title: T.title(doc.kind, doc.number, brandName),
      Author: doc.seller.name,
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    pdf.on('end', () => resolve(Buffer.concat(chunks))),
  );

  const { seller, buyer } = doc;
  pdf.fillColor(INK).font('Helvetica-Bold').fontSize(18).text(brandName);
  pdf
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      `${seller.name} – ${seller.address1} ${seller.addressNumber}, ${seller.postalcode} ${seller.city} (${seller.province})`,
    )
    .text(T.sellerIds(seller.vatNumber, seller.rea));
  pdf.moveDown(1.5);
  pdf.fillColor(INK).font('Helvetica-Bold').fontSize(14).text(T.heading(doc.kind, doc.number));
  pdf
    .font('Helvetica')
    .fontSize(10)
    .text(T.dateAndOrder(dateIt(doc.date), doc.orderId));
  if (buyer) {
    pdf.moveDown();
    pdf.font('Helvetica-Bold').text(T.buyer);
    pdf.font('Helvetica').text(buyer.name);
    pdf.text(
      `${buyer.address1} ${buyer.addressNumber}, ${buyer.postalcode} ${buyer.city} (${buyer.province})`,
    );
    if (buyer.vatNumber) pdf.text(T.vatNumber(buyer.vatNumber));
    if (buyer.fiscalCode) pdf.text(T.fiscalCode(buyer.fiscalCode));
    if (buyer.sdiCode) pdf.text(T.sdiCode(buyer.sdiCode));
    if (buyer.pec) pdf.text(T.pec(buyer.pec));
  }
  pdf.moveDown(1.5);

  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const columns = [
    { x: left, w: width - 230, align: 'left' as const },
    { x: left + width - 230, w: 80, align: 'right' as const },
    { x: left + width - 150, w: 50, align: 'right' as const },
    { x: left + width - 100, w: 100, align: 'right' as const },
  ];
  const row = (cells: string[], bold = false) => {
    const y = pdf.y;
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const heights = cells.map((cell, i) =>
      pdf.heightOfString(cell, { width: columns[i]!.w, align: columns[i]!.align }),
    );
    if (y + Math.max(...heights) > pdf.page.height - pdf.page.margins.bottom) pdf.addPage();
    const top = pdf.y;
    cells.forEach((cell, i) =>
      pdf.text(cell, columns[i]!.x, top, { width: columns[i]!.w, align: columns[i]!.align }),
    );
    pdf.x = left;
    pdf.y = top + Math.max(...heights) + 4;
  };
  row([...T.lineColumns], true);
  for (const line of doc.lines)
    row([line.description, line.quantity, `${line.rate}%`, formatEuro(line.grossCents)]);

  pdf.moveDown();
  row([...T.vatColumns], true);
  for (const v of doc.vat)
    row([T.vatRate(v.rate), formatEuro(v.taxableCents), `${v.rate}%`, formatEuro(v.taxCents)]);
  pdf.moveDown();
  row([T.total, '', '', formatEuro(doc.totalCents)], true);
  pdf.moveDown();
  row(
    doc.paidCents === null
      ? [T.toPay, '', '', formatEuro(doc.totalCents)]
      : [T.paid, '', '', formatEuro(doc.paidCents)],
    true,
  );
  pdf.moveDown();
  pdf.font('Helvetica').fontSize(9).fillColor(MUTED).text(T.payment(doc.paymentDescr), left);
  pdf.end();
  return done;
}
