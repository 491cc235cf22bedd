import { LuQuote } from 'react-icons/lu';
import { classNames } from '../../components/ui/class-names';
import layoutStyles from '../../components/ui/styles/layout.module.css';
import textStyles from '../../components/ui/styles/text.module.css';
import styles from './customer-testimonials.module.css';

const testimonials = [
  {
    name: 'Priya Deshmukh',
    city: 'Pune',
    quote:
      'The Banyan Chronicles print now anchors our living room. The Madhubani linework is crisp up close and the canvas feels properly gallery-grade.',
  },
  {
    name: 'Arjun Nair',
    city: 'Kochi',
    quote:
      'I ordered Marigold Geometry in a black frame for my studio. It came packed like an heirloom, and the colours are exactly what I saw on screen.',
  },
  {
    name: 'Sneha Mehta',
    city: 'Jaipur',
    quote:
      'Heritage art that is not mass-produced is hard to find. The Royal Peacock Durbar is the first thing every guest asks about.',
  },
] as const;

/** Three static customer testimonials on the home page (spec section 2). */
export function CustomerTestimonials() {
  return (
    <section aria-labelledby="customer-testimonials" className={styles.section}>
      <div className={classNames(layoutStyles.container, styles.container)}>
        <h2 id="customer-testimonials" className={classNames(textStyles.heading, styles.title)}>
          What Our Customers Say
        </h2>
        <ul className={styles.list}>
          {testimonials.map((testimonial) => (
            <li key={testimonial.name} className={styles.card}>
              <div aria-hidden="true" className={styles.mark}>
                <LuQuote />
              </div>
              <blockquote className={styles.quote}>{testimonial.quote}</blockquote>
              <p className={styles.author}>
                <span className={styles.name}>{testimonial.name}</span>, {testimonial.city}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
