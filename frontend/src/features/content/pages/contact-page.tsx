import type { IconType } from 'react-icons';
import { LuMail, LuPhone } from 'react-icons/lu';
import { classNames } from '../../../components/ui/class-names';
import textStyles from '../../../components/ui/styles/text.module.css';
import { ContentPage } from '../components/content-page';
import contentStyles from '../components/content-page.module.css';
import { useShopContact } from '../api/site-settings.api';
import styles from './contact-page.module.css';

interface ContactCardProps {
  icon: IconType;
  label: string;
  hint: string;
  href: string;
  value: string;
}

function ContactCard({ icon: Icon, label, hint, href, value }: ContactCardProps) {
  return (
    <div className={classNames(contentStyles.card, styles.card)}>
      <div className={styles.label}>
        <Icon className={styles.icon} aria-hidden="true" focusable="false" />
        <h2 className={classNames(textStyles.heading, styles.labelText)}>{label}</h2>
      </div>
      <p className={styles.hint}>{hint}</p>
      <a href={href} className={classNames(contentStyles.link, styles.value)}>
        {value}
      </a>
    </div>
  );
}

/** Contact (spec section 2): an email link and a phone link (the shop's saved settings), and no form. */
export function ContactPage() {
  const contact = useShopContact();
  return (
    <ContentPage
      eyebrow="Contact"
      title="We'd Love to Hear From You"
      lead="Questions about a print, help choosing a size or frame, or an order that needs our attention: write or call, and someone from our team will help."
    >
      <div className={styles.cards}>
        <ContactCard
          icon={LuMail}
          label="Email"
          hint="Best for order questions; please include your order number."
          href={contact.emailHref}
          value={contact.email}
        />
        <ContactCard
          icon={LuPhone}
          label="Phone"
          hint="Talk to us about choosing a piece, or about an order on its way."
          href={contact.phoneHref}
          value={contact.phone}
        />
      </div>
    </ContentPage>
  );
}
