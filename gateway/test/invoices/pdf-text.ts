interface TextItem {
  str: string;
  transform: number[];
}
interface PdfDocument {
  numPages: number;
  getPage(n: number): Promise<{ getTextContent(): Promise<{ items: TextItem[] }> }>;
  destroy(): Promise<void>;
}

/*
 * pdf-parse 1.x ships pdf.js (1.10) built for Node, with no worker and no canvas. Its own wrapper
 * is not used: it does not wait for the document's teardown, whose rejection then lands in
 * whichever test runs next. Its package index also runs a self-test when loaded as a main module.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const pdfjs = require('pdf-parse/lib/pdf.js/v1.10.100/build/pdf.js') as { disableWorker: boolean; getDocument(data: Uint8Array): Promise<PdfDocument> };
pdfjs.disableWorker = true;

/** The text of a PDF as a reader's copy and paste takes it: the pieces of a line joined, lines apart. */
export async function pdfText(pdf: Buffer): Promise<string> {
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const doc = await pdfjs.getDocument(new Uint8Array(pdf));
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const { items } = await (await doc.getPage(n)).getTextContent();
      let text = '';
      let lastY: number | undefined;
      for (const item of items) {
        text += lastY === undefined || lastY === item.transform[5] ? item.str : `\n${item.str}`;
        lastY = item.transform[5];
      }
      pages.push(text);
    }
    return pages.join('\n\n');
  } finally {
    await doc.destroy();
  }
}
