import { shopContact } from '../shop-contact';
import type { Policy } from './policy';

export const refundAndReturnsPolicy: Policy = {
  title: 'Returns and Refunds Policy',
  summary:
    'Every print is made to order for you, and we check each one before it leaves our studio. If something is not right when it reaches you, this is how we put it right.',
  sections: [
    {
      heading: 'Cancellations',
      paragraphs: [
        'Orders cannot be cancelled once placed. Production of your print, in the size, medium and frame you chose, begins as soon as the order is confirmed, so please check your selections before you place the order.',
      ],
    },
    {
      heading: 'Raising a complaint',
      paragraphs: [
        'If anything about your order is not as it should be, please write to us within 15 days of receipt, together with an unboxing video: one continuous recording that starts before the package is opened and shows the seal, the packaging and the artwork. The video lets us settle the matter with our courier and print partners quickly.',
        'We are unable to accept complaints raised more than 15 days after receipt, or complaints without an unboxing video.',
      ],
    },
    {
      heading: 'Problems with delivery',
      paragraphs: [
        'Delivery issues must be reported within 7 days of delivery confirmation. This covers a parcel shown as delivered that has not reached you, a parcel delivered to the wrong address, and a package that arrives opened or tampered with.',
      ],
    },
    {
      heading: 'Returns',
      paragraphs: [
        'Returns are accepted only for defective or damaged goods, and the return must be requested within 4 working days of delivery. Once we have reviewed your unboxing video we will arrange the pickup, or ask you to send the item back to us.',
      ],
      points: [
        'A print that arrives torn, creased, scratched or with a misprint counts as defective or damaged.',
        'A frame or glass that arrives broken counts as damaged.',
        'A change of mind, a different choice of size, medium or frame, or a small difference in colour caused by screen settings is not a reason for a return.',
      ],
    },
    {
      heading: 'Refunds',
      paragraphs: [
        'Once a return or a refund has been approved, the refund is processed within 15 working days. Refunds for orders paid online go back to the original payment method; for cash on delivery orders we will ask for the bank account or UPI ID to refund to.',
        'Your bank or payment provider may take a few more days to show the amount in your account.',
      ],
    },
    {
      heading: 'Out-of-stock items',
      paragraphs: [
        'Very rarely an item sells out after your order is placed, for example a limited edition or a particular frame. If that happens we will tell you straight away, and out-of-stock items are refunded to the original payment method.',
      ],
    },
    {
      heading: 'How to reach us',
      paragraphs: [
        `Write to ${shopContact.email} or call ${shopContact.phone} with your order number. We reply to every message on working days.`,
      ],
    },
  ],
};
