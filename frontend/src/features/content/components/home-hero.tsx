import type { ComponentType } from 'react';
import { LuArrowRight } from 'react-icons/lu';
import { buttonClass } from '../../../components/ui/button-class';
import { ButtonLink } from '../../../components/ui/button-link';
import { classNames } from '../../../components/ui/class-names';
import { Logo } from '../../../components/ui/logo';
import buttonStyles from '../../../components/ui/styles/button.module.css';
import layoutStyles from '../../../components/ui/styles/layout.module.css';
import textStyles from '../../../components/ui/styles/text.module.css';
import { paths } from '../../../lib/paths';
import styles from './home-hero.module.css';

/** Abstract shapes behind the headline; purely decorative. */
function HeroArtwork() {
  return (
    <svg
      className={styles.artwork}
      viewBox="0 0 1200 640"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <radialGradient id="hero-glow" cx="78%" cy="30%" r="60%">
          <stop offset="0" stopColor="#c67c4e" stopOpacity="0.55" />
          <stop offset="1" stopColor="#2b2620" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="1200" height="640" fill="#2b2620" />
      <rect width="1200" height="640" fill="url(#hero-glow)" />
      <circle cx="960" cy="210" r="120" fill="#d69f76" opacity="0.85" />
      <path d="M700 640 C 800 470, 930 430, 1200 470 L 1200 640 Z" fill="#6f3a1f" opacity="0.9" />
      <path d="M840 640 C 930 540, 1050 520, 1200 560 L 1200 640 Z" fill="#3a1f12" />
      <rect x="1040" y="330" width="90" height="150" fill="none" stroke="#e6c3a5" strokeWidth="3" opacity="0.6" />
      <line x1="620" y1="90" x2="1180" y2="90" stroke="#e6c3a5" strokeWidth="1.5" opacity="0.35" />
    </svg>
  );
}

/** Buttons on the dark hero beside the main call to action: large outline pills, light on the dark picture. */
const secondaryActionClass = buttonClass({ variant: 'outline', size: 'lg' }, classNames(buttonStyles.pill, styles.secondary));

interface HomeHeroProps {
  /**
   * Further actions beside Browse All Art, styled by the hero: the app passes in the discovery
   * helpers (Art Finder quiz and Surprise Me), which belong to another feature.
   */
  Actions?: ComponentType<{ className: string }>;
}

export function HomeHero({ Actions }: HomeHeroProps) {
  return (
    <section aria-labelledby="home-hero-title" className={styles.hero}>
      <HeroArtwork />
      {/* Keeps the text readable where it overlaps the shapes on narrow screens. */}
      <div className={styles.shade} />
      <div className={classNames(layoutStyles.container, styles.container)}>
        <Logo />
        <div className={styles.copy}>
          <h1 id="home-hero-title" className={classNames(textStyles.heading, styles.title)}>
            Transform Your Space With Curated Art
          </h1>
          <p className={styles.lead}>
            Exclusive, contemporary and heritage artworks, printed on museum-grade canvas or fine art paper and
            framed for your walls.
          </p>
          <div className={styles.actions}>
            <ButtonLink to={paths.allArt.getHref()} size="lg" colorPalette="brand" rounded className={styles.browse}>
              Browse All Art
              <LuArrowRight aria-hidden="true" />
            </ButtonLink>
            {Actions && <Actions className={secondaryActionClass} />}
          </div>
        </div>
      </div>
    </section>
  );
}
