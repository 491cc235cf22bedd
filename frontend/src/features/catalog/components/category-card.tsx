import { LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import type { ApiCategory } from '@shop/contracts';
import { classNames } from '../../../components/ui/class-names';
import textStyles from '../../../components/ui/styles/text.module.css';
import { paths } from '../../../lib/paths';
import { categoryCardAnimation, categoryOverlayColor } from './category-card-style';
import styles from './category-card.module.css';

interface CategoryCardProps {
  category: ApiCategory;
  /** Position in the grid; later cards fade in later. */
  index: number;
}

export function CategoryCard({ category, index }: CategoryCardProps) {
  const overlay = categoryOverlayColor(category.name);
  const { delaySeconds, durationSeconds } = categoryCardAnimation(index);

  return (
    <RouterLink
      to={paths.collection.getHref(category.name)}
      className={styles.card}
      style={{ animationDuration: `${durationSeconds}s`, animationDelay: `${delaySeconds}s` }}
    >
      <img src={category.imageUrl} alt="" width={800} height={800} className={styles.image} />
      <div
        className={styles.overlay}
        style={{
          backgroundImage: `linear-gradient(to top, ${overlay}f2 0%, ${overlay}b3 38%, ${overlay}1a 75%, transparent 100%)`,
        }}
      />
      <div className={styles.text}>
        <h3 className={classNames(textStyles.heading, styles.name)}>{category.name}</h3>
        <p className={styles.description}>{category.description}</p>
        <div className={styles.explore}>
          <span>Explore</span>
          <span className={styles.arrow}>
            <LuArrowRight aria-hidden="true" />
          </span>
        </div>
      </div>
    </RouterLink>
  );
}
