/** Cards in each of Home's sections. */
export const SECTION_SIZE = 6;

export const HOME_SECTIONS = [
  { title: 'Upcoming Events', to: '/events', cta: 'View All Events' },
  { title: 'Activities', to: '/activities', cta: 'View All Activities' },
  { title: 'Dining', to: '/restaurants', cta: 'View All Dining' },
] as const;
