-- A source's new event that the guide probably lists already (the
-- duplicate rule): the inbox tells staff which (issue #19).
ALTER TABLE source_events ADD COLUMN similar_to INTEGER REFERENCES events (id) ON DELETE SET NULL;
