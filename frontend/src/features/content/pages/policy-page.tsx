import { Link as RouterLink } from 'react-router';
import { classNames } from '../../../components/ui/class-names';
import textStyles from '../../../components/ui/styles/text.module.css';
import { paths } from '../../../lib/paths';
import { ContentPage } from '../components/content-page';
import contentStyles from '../components/content-page.module.css';
import { policies, type PolicyId } from '../policies';
import styles from './policy-page.module.css';

const policyLinks: ReadonlyArray<{ id: PolicyId; href: string }> = [
  { id: 'refund-and-returns', href: paths.refundAndReturns.getHref() },
  { id: 'shipping', href: paths.shipping.getHref() },
  { id: 'privacy', href: paths.privacy.getHref() },
  { id: 'terms', href: paths.terms.getHref() },
];

/** One of the four policy pages (spec section 9); the text lives in `../policies`. */
export function PolicyPage({ policy: id }: { policy: PolicyId }) {
  const policy = policies[id];

  return (
    <ContentPage eyebrow="Policies" title={policy.title} lead={policy.summary}>
      <div className={styles.body}>
        {policy.sections.map((section) => (
          <section key={section.heading}>
            <h2 className={classNames(textStyles.heading, styles.sectionTitle)}>{section.heading}</h2>
            <div className={styles.text}>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.points && (
                <ul className={styles.points}>
                  {section.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              )}
            </div>
          </section>
        ))}
        <hr className={styles.separator} />
        <nav aria-label="Other policies">
          <p className={styles.otherTitle}>Our other policies</p>
          <div className={styles.otherLinks}>
            {policyLinks
              .filter((link) => link.id !== id)
              .map((link) => (
                <RouterLink key={link.id} to={link.href} className={classNames(contentStyles.link, styles.otherLink)}>
                  {policies[link.id].title}
                </RouterLink>
              ))}
          </div>
        </nav>
      </div>
    </ContentPage>
  );
}
