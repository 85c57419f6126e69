-- What became of a visitor's suggestion (issue #71): the language the
-- visitor wrote in, which the e-mail telling them it is published speaks;
-- staff's note when they dismissed it; and the guide's item made from it,
-- which 'Added' links to. The history's trigger records every column,
-- these with them.
ALTER TABLE suggestions ADD COLUMN lang TEXT NOT NULL DEFAULT 'en';
ALTER TABLE suggestions ADD COLUMN note TEXT NOT NULL DEFAULT '';
ALTER TABLE suggestions ADD COLUMN added_kind TEXT;
ALTER TABLE suggestions ADD COLUMN added_id BIGINT;
