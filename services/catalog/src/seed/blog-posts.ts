/** The three built-in blog posts. */
export const BLOG_POSTS = [
  {
    id: 1,
    title: 'The Rise of Contemporary Indian Art',
    slug: 'the-rise-of-contemporary-indian-art',
    excerpt: 'From gallery walls in Mumbai to living rooms across the country, a new generation of Indian artists is redefining what contemporary art looks like.',
    content: [
      'Contemporary Indian art has never been more visible. A generation of painters trained in Baroda, Santiniketan and Delhi now works across abstraction, urban realism and geometric design, and their work is reaching homes as well as galleries.',
      'What unites them is a confident dialogue with tradition. The colours of festival rangoli reappear as hard-edged geometry; the monsoon becomes a study in soft grey washes; the city skyline is drawn in charcoal with a single line of neon.',
      'For collectors, prints of museum quality make this work accessible without losing its character. Printed on archival canvas or fine art paper and framed to suit the room, a contemporary piece can anchor a space the way a single original once did.',
    ].join('\n\n'),
    author: 'Ananya Sharma',
    category: 'Art Trends',
    tags: ['contemporary', 'indian art', 'collecting'],
    featured: true,
    publishDate: '2025-01-18',
    image: '/media/products/marigold-geometry/room.webp',
  },
  {
    id: 2,
    title: 'How to Choose Art for Every Room',
    slug: 'how-to-choose-art-for-every-room',
    excerpt: 'Scale, colour and mood: a practical guide to picking the right print for your living room, bedroom, office and dining space.',
    content: [
      'Start with the wall, not the artwork. Measure the space and aim for a piece about two-thirds the width of the furniture beneath it; above a three-seater sofa that usually means a print of 36 to 48 inches.',
      'Let the room set the mood. Calm, cool palettes suit bedrooms and reading corners; vibrant, energetic pieces bring a living or dining room to life; monochrome and minimalist work keeps an office focused.',
      'Finally, choose the finish. Museum-grade canvas gives depth and texture, fine art paper gives crisp detail behind glass, and the right frame, from natural wood to champagne gold metal, ties the piece to the room.',
    ].join('\n\n'),
    author: 'Rahul Menon',
    category: 'Interior Design',
    tags: ['interior design', 'sizing', 'styling'],
    featured: true,
    publishDate: '2025-02-07',
    image: '/media/products/quiet-courtyard/room.webp',
  },
  {
    id: 3,
    title: 'Madhubani: A Living Heritage',
    slug: 'madhubani-a-living-heritage',
    excerpt: 'The story of the folk painting tradition of Mithila, its symbols, and how its artists keep it alive today.',
    content: [
      'Madhubani painting began on the mud walls of homes in the Mithila region of Bihar, painted by women for weddings and festivals. Its fine double lines, filled with vermilion, turmeric and lamp black, tell stories of gods, nature and daily life.',
      'Every motif carries meaning: fish for fertility and luck, the peacock for love, the tree of life for the bond between generations. No space is left empty; borders of flowers and geometric patterns frame each scene.',
      'Today the tradition lives on through artists who paint on paper and canvas, and through faithful prints that bring this heritage to homes far from Mithila while supporting the artists who keep it alive.',
    ].join('\n\n'),
    author: 'Priya Nair',
    category: 'Heritage Art',
    tags: ['heritage', 'madhubani', 'folk art'],
    featured: false,
    publishDate: '2025-03-05',
    image: '/media/products/banyan-chronicles/artwork.webp',
  },
];

export const SITE_SETTINGS: Record<string, unknown> = {
  'store.contact': { email: 'hello@curatedartdecor.in', phone: '+91 98200 12345' },
  'store.social': { instagram: 'https://www.instagram.com/curatedartdecor' },
  'store.policies': { shipsInBusinessDays: '3-5', returnsWindowDays: 30, freeShipping: true },
};
