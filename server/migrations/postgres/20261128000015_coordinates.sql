-- Where venues and activities are, for 'Near me' (issue #37): staff edit
-- them, scraped pages give them (schema.org `geo`), and restaurants
-- already have them.
ALTER TABLE venues ADD COLUMN latitude DOUBLE PRECISION;
ALTER TABLE venues ADD COLUMN longitude DOUBLE PRECISION;
ALTER TABLE activities ADD COLUMN latitude DOUBLE PRECISION;
ALTER TABLE activities ADD COLUMN longitude DOUBLE PRECISION;
