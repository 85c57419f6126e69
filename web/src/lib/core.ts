// The domain rules come from the Rust core compiled to WASM; nothing here
// re-implements them. Types are generated from the Rust entities.
export {
  categoryLabel,
  formatEventDateRange,
  homeSelection,
  formatLongDate,
  formatPhone,
  imageSrc,
  priceLabel,
  ratingOutOf10,
  ratingOutOf5,
} from 'guide-core-wasm';
export type {
  Activity,
  Event as GuideEvent,
  Restaurant,
  SiteInfo,
  SiteLink,
  Venue,
  VenueRef,
} from 'guide-core-wasm';
