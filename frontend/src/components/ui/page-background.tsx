import styles from './page-background.module.css';

// Fixed positions keep the pattern identical on every render and every page.
const dots = [
  { top: '8%', left: '6%', size: '0.75rem', color: 'brand-200', duration: '14s' },
  { top: '22%', left: '88%', size: '1.25rem', color: 'brand-100', duration: '18s' },
  { top: '41%', left: '14%', size: '0.5rem', color: 'brand-300', duration: '12s' },
  { top: '58%', left: '72%', size: '0.875rem', color: 'brand-200', duration: '16s' },
  { top: '76%', left: '30%', size: '1.5rem', color: 'brand-100', duration: '20s' },
  { top: '88%', left: '92%', size: '0.625rem', color: 'brand-300', duration: '13s' },
  { top: '12%', left: '52%', size: '0.5rem', color: 'brand-200', duration: '17s' },
] as const;

/** The gallery wall behind every page: a warm ground with a few slowly floating dots. */
export function PageBackground() {
  return (
    <div aria-hidden="true" className={styles.wall}>
      {dots.map((dot) => (
        <div
          key={`${dot.top}-${dot.left}`}
          className={styles.dot}
          style={{
            top: dot.top,
            left: dot.left,
            width: dot.size,
            height: dot.size,
            background: `var(--chakra-colors-${dot.color})`,
            animationDuration: dot.duration,
          }}
        />
      ))}
    </div>
  );
}
