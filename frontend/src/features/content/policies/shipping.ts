import { shopContact } from '../shop-contact';
import type { Policy } from './policy';

export const shippingPolicy: Policy = {
  title: 'Shipping and Delivery Policy',
  summary: 'How and when your artwork is made, packed and delivered.',
  sections: [
    {
      heading: 'Where we deliver',
      paragraphs: [
        'We deliver only within India, to any serviceable PIN code. We are not able to ship orders to addresses outside India.',
      ],
    },
    {
      heading: 'When your order ships',
      paragraphs: [
        'Each print is produced, checked and packed by hand once your order is confirmed. Orders are fulfilled within 2-5 business days (Monday to Friday) and then handed to our courier partner. Public holidays are not business days.',
        'We do not ship on Sunday; an order that is ready at the weekend leaves on the next business day.',
      ],
    },
    {
      heading: 'Shipping charges',
      paragraphs: [
        'The shipping cost depends on the weight of your parcel and the shipping method. Deliveries to remote locations and heavy items, such as large framed works, incur an extra charge.',
      ],
    },
    {
      heading: 'Packaging',
      paragraphs: [
        'Unframed prints travel rolled in a rigid tube or flat between boards; framed works are corner-protected and wrapped in several layers. Please record an unboxing video when you open the package: it is needed for any complaint about the contents.',
      ],
    },
    {
      heading: 'Tracking your order',
      paragraphs: [
        'You can follow your order at any time on the Track Order page with your order number and the email address you ordered with.',
      ],
    },
    {
      heading: 'Delivery issues',
      paragraphs: [
        'Delivery issues must be reported within 7 days of delivery confirmation, for example a parcel shown as delivered that you have not received, or a package that arrives opened or tampered with. For damage to the artwork itself, see our Returns and Refunds Policy.',
        `Write to ${shopContact.email} or call ${shopContact.phone} with your order number.`,
      ],
    },
  ],
};
