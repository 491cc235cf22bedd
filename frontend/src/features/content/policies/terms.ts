import { shopContact } from '../shop-contact';
import type { Policy } from './policy';

export const termsPolicy: Policy = {
  title: 'Terms and Conditions',
  summary:
    'These terms apply to every visit to our website and every order placed on it. By placing an order you agree to them, so please read them together with our shipping, returns and privacy policies.',
  sections: [
    {
      heading: 'About us',
      paragraphs: [
        'This website is run by Curated Art & Decor, an online gallery that has curated art since 2010 and sells art prints and decor to customers in India.',
      ],
    },
    {
      heading: 'Artworks and images',
      paragraphs: [
        'Our prints are faithful reproductions made on museum-grade canvas or fine art paper. Colours on screen depend on your device, so the finished print may differ slightly from what you see.',
        'The artworks, photographs and text on this website belong to us or to the artists we represent. Please do not download, copy or reproduce them without our written permission.',
      ],
    },
    {
      heading: 'Prices and payment',
      paragraphs: [
        'Prices are shown in Indian rupees. The order summary shows the price of each item for the size, medium and frame you chose, any discount, and GST, before you place the order.',
        'You can pay cash on delivery, or online by card, net banking or UPI, or PhonePe through our payment partner. We never see or store your card details.',
      ],
    },
    {
      heading: 'Orders',
      paragraphs: [
        'An order is accepted once we confirm it. Orders cannot be cancelled once placed. Production of your print begins straight away.',
        'We may decline or cancel an order we cannot fulfil, for example when a price was shown in error. If an item turns out to be out of stock, out-of-stock items are refunded to the original payment method.',
      ],
    },
    {
      heading: 'Delivery',
      paragraphs: [
        'We deliver only within India. Orders are fulfilled within 2-5 business days (Monday to Friday), and we do not ship on Sunday. The shipping cost depends on weight and shipping method, with an extra charge for remote locations and heavy items. Delivery issues must be reported within 7 days of delivery confirmation. Our Shipping and Delivery Policy has the details.',
      ],
    },
    {
      heading: 'Complaints, returns and refunds',
      paragraphs: [
        'Complaints must be raised within 15 days of receipt, with an unboxing video. Returns are accepted only for defective or damaged goods, requested within 4 working days of delivery. Approved refunds are processed within 15 working days. Our Returns and Refunds Policy explains each step.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'You can sign in with Google to keep a wishlist and see your orders. Keep access to your Google account safe; you are responsible for what is done through your signed-in session.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        'We are responsible for delivering the artwork you ordered, in the condition described. To the extent the law allows, our liability for any order is limited to the amount paid for it.',
      ],
    },
    {
      heading: 'Governing law',
      paragraphs: ['These terms are governed by the laws of India, and disputes are subject to the jurisdiction of the courts of India.'],
    },
    {
      heading: 'Contact',
      paragraphs: [`Questions about these terms are welcome at ${shopContact.email} or ${shopContact.phone}.`],
    },
  ],
};
