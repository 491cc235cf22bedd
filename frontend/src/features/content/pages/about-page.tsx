import { LuArrowRight } from 'react-icons/lu';
import { ButtonLink } from '../../../components/ui/button-link';
import { classNames } from '../../../components/ui/class-names';
import textStyles from '../../../components/ui/styles/text.module.css';
import { paths } from '../../../lib/paths';
import { site } from '../../../lib/site';
import { ContentPage } from '../components/content-page';
import contentStyles from '../components/content-page.module.css';
import styles from './about-page.module.css';

const story = [
  'Our story begins in 1968, in a narrow lane off Kalbadevi Road in Mumbai, where Harish Mehta opened a small framing workshop. Students from the art schools nearby brought him their canvases to stretch and frame, and over the years he learned to look at a picture the way a painter does: its light, its balance, and the wall it belongs on.',
  'His daughter Sunita grew up among mitre saws, gilded mouldings and the smell of linseed oil. She went on to study art history and spent two decades restoring Mughal miniatures and Madhubani paintings for private collections. It was Sunita who first offered careful printed reproductions in the workshop, for families who loved heritage art but could not buy the originals.',
  `In ${site.curatingSince} her son, Arjun Mehta, carried the family's eye for art online and founded Curated Art & Decor. The idea was simple: choose every artwork by hand, print it with the care the workshop always gave an original, and deliver it ready to hang to homes anywhere in India.`,
  'Today we work with contemporary painters from Mumbai to Kolkata, and with artists who keep Madhubani, Mughal miniature and other traditional forms alive. Every print carries its artist\'s name, and every piece in our collections is still chosen the way Harish chose what went up on his workshop wall: only work we would hang in our own homes.',
];

const promises = [
  {
    title: 'Chosen by hand',
    text: 'Each artwork is selected by our family and our curators, never by an algorithm or a bulk catalogue.',
  },
  {
    title: 'Made to last',
    text: 'Prints on museum-grade canvas or fine art paper, checked by eye and framed by people who have framed for decades.',
  },
  {
    title: 'Rooted in heritage',
    text: 'We work directly with traditional artists, so their art finds new walls and their craft stays alive.',
  },
];

/** About (spec section 2): the story of the founder's family. */
export function AboutPage() {
  return (
    <ContentPage
      eyebrow="About Us"
      title="Three Generations of Living With Art"
      lead={`From a Mumbai framing workshop to an online gallery: a family that has curated art since ${site.curatingSince}.`}
    >
      <div className={styles.body}>
        <div className={styles.story}>
          {story.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>

        <section aria-labelledby="about-promises">
          <h2 id="about-promises" className={classNames(textStyles.heading, contentStyles.sectionTitle)}>
            What we promise
          </h2>
          <div className={styles.promises}>
            {promises.map((promise) => (
              <div key={promise.title} className={classNames(contentStyles.card, styles.promise)}>
                <h3 className={classNames(textStyles.heading, styles.promiseTitle)}>{promise.title}</h3>
                <p className={styles.promiseText}>{promise.text}</p>
              </div>
            ))}
          </div>
        </section>

        <ButtonLink to={paths.allArt.getHref()} colorPalette="brand" size="lg" rounded className={styles.explore}>
          Explore the Collection
          <LuArrowRight aria-hidden="true" />
        </ButtonLink>
      </div>
    </ContentPage>
  );
}
