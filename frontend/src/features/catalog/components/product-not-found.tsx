import { ButtonLink } from '../../../components/ui/button-link';
import { classNames } from '../../../components/ui/class-names';
import textStyles from '../../../components/ui/styles/text.module.css';
import { useNotFoundStatus } from '../../../lib/head';
import { paths } from '../../../lib/paths';
import styles from './product-not-found.module.css';

/** A product id that does not exist, or is not an id at all (spec section 8). */
export function ProductNotFound() {
  useNotFoundStatus();
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 className={classNames(textStyles.heading, styles.title)}>Product Not Found</h1>
        <p className={textStyles.muted}>The product you're looking for doesn't exist or has been removed.</p>
        <ButtonLink to={paths.home.getHref()} colorPalette="brand">
          Back to Home
        </ButtonLink>
      </div>
    </div>
  );
}
