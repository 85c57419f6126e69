-- An event its source cancelled or postponed stays listed, marked, so a
-- visitor who saved it learns of it (issue #19): scheduled, cancelled or
-- postponed.
ALTER TABLE events ADD COLUMN status TEXT NOT NULL DEFAULT 'scheduled';
