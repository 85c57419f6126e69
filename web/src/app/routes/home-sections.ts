/** Cards in each of Home's sections. */
export const SECTION_SIZE = 6;

/** Each section's heading and link, as messages of the catalog. */
export const HOME_SECTIONS = [
  { title: 'home-events', to: '/events', cta: 'home-all-events' },
  { title: 'nav-activities', to: '/activities', cta: 'home-all-activities' },
  { title: 'nav-dining', to: '/restaurants', cta: 'home-all-dining' },
] as const;
