-- Where venues and activities are, for 'Near me' (issue #37): staff edit
-- them, scraped pages give them (schema.org `geo`), and restaurants
-- already have them.
ALTER TABLE venues ADD COLUMN latitude REAL;
ALTER TABLE venues ADD COLUMN longitude REAL;
ALTER TABLE activities ADD COLUMN latitude REAL;
ALTER TABLE activities ADD COLUMN longitude REAL;
