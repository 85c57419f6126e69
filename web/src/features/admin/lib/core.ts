// The dashboard's rules come from the Rust core compiled with its `admin`
// feature (core-wasm/pkg-admin). Only this lazily loaded feature imports the
// package, so visitors never download it. Nothing here re-implements a rule;
// the types are generated from the Rust entities.
export {
  activityTypes,
  areaOptions,
  canDiscover,
  cuisineOptions,
  defaultActivityType,
  defaultPriceRange,
  eventsPageFor,
  formatEventDateRange,
  formatPhone,
  imageAccept,
  priceRanges,
  ratingInput,
  ratingOutOf5,
  validateActivity,
  validateImageUpload,
  validateRestaurant,
  validateScrapeUrl,
} from 'guide-core-wasm-admin';
export type {
  Activity,
  ActivityType,
  AdminStatus,
  AdminVenue,
  AreaDetection,
  DetectionMethod,
  DiscoveredEvent,
  DiscoveryResult,
  DuplicateEvent,
  DuplicateRestaurantResponse,
  FieldError,
  Notice,
  PriceRange,
  Restaurant,
  SimilarRestaurant,
} from 'guide-core-wasm-admin';
