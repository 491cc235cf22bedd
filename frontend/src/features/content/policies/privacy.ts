import { shopContact } from '../shop-contact';
import type { Policy } from './policy';

export const privacyPolicy: Policy = {
  title: 'Privacy Policy',
  summary:
    'We collect only what we need to deliver your artwork and look after you as a customer, and we never sell it. This policy explains what we collect, why, and the choices you have.',
  sections: [
    {
      heading: 'What we collect when you order',
      paragraphs: ['At checkout we ask for the details we need to deliver your order and stay in touch about it:'],
      points: [
        'your first and last name, email address and phone number;',
        'your delivery address, city, state, PIN code and country;',
        'any delivery instructions you add;',
        'the items you order, with their size, medium, frame and price, and the payment method you choose.',
      ],
    },
    {
      heading: 'Payments',
      paragraphs: [
        'Online payments are handled by our payment partner on its own secure pages. We never see or store your card number, net banking password or UPI PIN; we receive only the amount, the payment reference and whether the payment succeeded.',
      ],
    },
    {
      heading: 'Signing in with Google',
      paragraphs: [
        'If you sign in with Google to keep a wishlist or see your orders, Google shares your name, email address and profile picture with us. We use them only to run your account and never receive your Google password.',
      ],
    },
    {
      heading: 'How we use your information',
      paragraphs: ['We use your information only to:'],
      points: [
        'process, pack and deliver your order, and handle returns and refunds;',
        'send you order confirmations and delivery updates, and answer your questions;',
        'let you track your order with its number and your email address;',
        'protect our customers and our shop against fraud and misuse;',
        'keep the invoices and records that Indian tax and accounting law requires.',
      ],
    },
    {
      heading: 'Cookies and browser storage',
      paragraphs: [
        'We use a cookie to keep your session: it keeps you signed in and protects your requests to our website. Your cart is kept in your own browser, not on our servers, until you place an order.',
        'We do not use advertising cookies and we do not allow advertising networks to track you on our website.',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: [
        'We do not sell, rent or trade your personal data. We share only what each partner needs to do its job for your order:',
      ],
      points: [
        'our courier partners receive your name, phone number and delivery address;',
        'our payment partner receives the amount, your email address and phone number for online payments;',
        'our email provider delivers the messages we send you about your order;',
        'authorities, when Indian law requires us to disclose information.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'We keep order records for as long as Indian tax and accounting law requires, and account details for as long as your account is in use. After that we delete them or make them anonymous.',
      ],
    },
    {
      heading: 'How we protect it',
      paragraphs: [
        'Your data travels over encrypted connections and is stored on secured servers that only authorised staff can reach, in line with the Information Technology Act, 2000 and the Digital Personal Data Protection Act, 2023.',
      ],
    },
    {
      heading: 'Your choices',
      paragraphs: [
        'You can ask us for a copy of the personal data we hold about you, ask us to correct it, or ask us to delete it where the law does not require us to keep it. You can also withdraw your consent to being contacted at any time.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: ['Our shop is meant for adults. We do not knowingly collect personal data from anyone under 18.'],
    },
    {
      heading: 'Contact',
      paragraphs: [
        `For any question or request about your data, write to ${shopContact.email} or call ${shopContact.phone}. If we change this policy, the new version will appear on this page.`,
      ],
    },
  ],
};
