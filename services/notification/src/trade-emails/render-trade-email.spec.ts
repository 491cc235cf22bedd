import { randomUUID } from 'node:crypto';
import { renderDesignerEmail, renderQuoteEmail } from './render-trade-email';

const envelope = () => ({ eventId: randomUUID(), occurredAt: new Date().toISOString() });

describe('trade emails', () => {
  it("give a designer the link to follow, escaped in the HTML and whole in the text", () => {
    const link = 'http://shop.test/designer/verify-email?token=abc_DEF-123&x=<y>';
    const email = renderDesignerEmail({ ...envelope(), kind: 'verify-email', email: 'meera@example.in', firstName: 'Meera', link, note: null, discountPercent: null });
    expect(email.subject).toBe('Confirm your email for the Curated Art & Decor trade programme');
    expect(email.text).toContain(`Confirm my email: ${link}`);
    expect(email.html).toContain('href="http://shop.test/designer/verify-email?token=abc_DEF-123&amp;x=&lt;y&gt;"');
    expect(email.html).not.toContain('<y>');
  });

  it("tell a designer the outcome: the tier's per cent on approval, staff's note on a rejection", () => {
    const base = { ...envelope(), email: 'meera@example.in', firstName: 'Meera', link: null };
    expect(renderDesignerEmail({ ...base, kind: 'approved', note: null, discountPercent: 15 }).text).toContain('15 % below');
    const rejected = renderDesignerEmail({ ...base, kind: 'rejected', note: 'No portfolio <yet>', discountPercent: null });
    expect(rejected.text).toContain('Our note: No portfolio <yet>');
    expect(rejected.html).toContain('No portfolio &lt;yet&gt;');
  });

  it('give the client the quote: who sends it, the total with GST, until when, and the private link', () => {
    const email = renderQuoteEmail({
      ...envelope(),
      quoteNumber: 'Q-2611-4K7P',
      clientEmail: 'ananya@example.in',
      clientName: 'Ananya',
      designerName: 'Meera Kapoor',
      designerCompany: 'Kapoor Interiors',
      finalAmount: 1_234_550,
      expiresAt: '2026-12-24T10:00:00.000Z',
      link: 'http://shop.test/quote/token123',
      fileName: 'quote-Q-2611-4K7P.pdf',
      pdfBase64: '',
    });
    expect(email.subject).toBe('Quote Q-2611-4K7P from Meera Kapoor, Kapoor Interiors');
    expect(email.text).toContain('₹12,345.50, GST included');
    expect(email.text).toContain('24 December 2026');
    expect(email.text).toContain('See the quote: http://shop.test/quote/token123');
  });
});
