-- Where an item's picture came from (issue #35): the address the guide
-- fetched it from before serving it itself, or the address it could not
-- fetch (the item then has no image, and Image Management lists it).
-- Never set for an upload.
ALTER TABLE events ADD COLUMN image_source TEXT;
ALTER TABLE activities ADD COLUMN image_source TEXT;
ALTER TABLE restaurants ADD COLUMN image_source TEXT;
