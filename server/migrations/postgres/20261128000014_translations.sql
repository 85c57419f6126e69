-- Content in several languages (issue #36): the language an item's text
-- was written in, and its fields in the others, one row per language and
-- field. Written with an update of the item, whose triggers mark the
-- change (its updated_at, the content version).
ALTER TABLE events ADD COLUMN lang TEXT NOT NULL DEFAULT 'en';
ALTER TABLE activities ADD COLUMN lang TEXT NOT NULL DEFAULT 'en';
ALTER TABLE restaurants ADD COLUMN lang TEXT NOT NULL DEFAULT 'en';

CREATE TABLE event_translations (
    item_id BIGINT NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    lang    TEXT NOT NULL,
    field   TEXT NOT NULL,
    text    TEXT NOT NULL,
    PRIMARY KEY (item_id, lang, field)
);
CREATE TABLE activity_translations (
    item_id BIGINT NOT NULL REFERENCES activities (id) ON DELETE CASCADE,
    lang    TEXT NOT NULL,
    field   TEXT NOT NULL,
    text    TEXT NOT NULL,
    PRIMARY KEY (item_id, lang, field)
);
CREATE TABLE restaurant_translations (
    item_id BIGINT NOT NULL REFERENCES restaurants (id) ON DELETE CASCADE,
    lang    TEXT NOT NULL,
    field   TEXT NOT NULL,
    text    TEXT NOT NULL,
    PRIMARY KEY (item_id, lang, field)
);
