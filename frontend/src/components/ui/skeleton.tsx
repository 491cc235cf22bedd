import type { CSSProperties } from 'react';
import { classNames } from './class-names';
import styles from './styles/skeleton.module.css';

interface SkeletonProps {
  /** Size and placement within the caller's layout. */
  className?: string;
  /** A width or height the caller's styles do not know in advance. */
  style?: CSSProperties;
}

/** A pulsing placeholder where content is loading (Chakra's Skeleton); hidden from screen readers. */
export function Skeleton({ className, style }: SkeletonProps) {
  return <div aria-hidden="true" className={classNames(styles.skeleton, className)} style={style} />;
}

/** Lines of text loading, the last one shorter (Chakra's SkeletonText). */
export function SkeletonText({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <div aria-hidden="true" className={classNames(styles.lines, className)}>
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} className={classNames(styles.skeleton, styles.line)} />
      ))}
    </div>
  );
}
