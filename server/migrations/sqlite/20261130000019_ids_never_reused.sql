-- no-transaction
-- (sqlx runs this file as it is: the foreign keys must be off while the
-- tables are rebuilt, and SQLite cannot turn them off in a transaction.)
--
-- The id of a deleted item is never given to a new one (issue #39): a
-- visitor's saved favourite, a shared plan, a history record or a
-- reminder naming a deleted event must never find another in its place.
-- SQLite reuses the highest id once its row is deleted unless the key is
-- AUTOINCREMENT, which a column cannot be given afterwards: each table is
-- rebuilt by SQLite's own procedure (https://sqlite.org/lang_altertable.html,
-- "Making Other Kinds Of Table Schema Changes"), its rows, indexes and
-- triggers as they were. PostgreSQL's identity columns never reuse an id.
PRAGMA foreign_keys = OFF;
BEGIN;

CREATE TABLE venues_new (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    name            TEXT    NOT NULL UNIQUE,
    website         TEXT,
    events_page_url TEXT,
    address         TEXT,
    phone           TEXT,
    description     TEXT,
    capacity        INTEGER,
    venue_type      TEXT,
    created_at      TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    latitude        REAL,
    longitude       REAL
);
INSERT INTO venues_new (id, name, website, events_page_url, address, phone, description, capacity,
                        venue_type, created_at, latitude, longitude)
     SELECT id, name, website, events_page_url, address, phone, description, capacity,
            venue_type, created_at, latitude, longitude FROM venues;
DROP TABLE venues;
ALTER TABLE venues_new RENAME TO venues;
CREATE TRIGGER venues_insert_bumps_version AFTER INSERT ON venues
BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER venues_update_bumps_version AFTER UPDATE ON venues
BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER venues_delete_bumps_version AFTER DELETE ON venues
BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;

CREATE TABLE events_new (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    title        TEXT    NOT NULL,
    description  TEXT    NOT NULL DEFAULT '',
    venue_id     INTEGER REFERENCES venues (id) ON DELETE SET NULL,
    -- The venue as text when it is not a known venue (e.g. 'Venue TBA').
    venue_name   TEXT,
    date         TEXT    NOT NULL, -- YYYY-MM-DD (UTC)
    end_date     TEXT,
    time         TEXT,
    category     TEXT    NOT NULL,
    image        TEXT,
    ticket_price TEXT,
    ticket_url   TEXT,
    source_url   TEXT,
    created_at   TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    updated_at   TEXT,
    status       TEXT    NOT NULL DEFAULT 'scheduled',
    image_source TEXT,
    lang         TEXT    NOT NULL DEFAULT 'en',
    CHECK (venue_id IS NOT NULL OR venue_name IS NOT NULL)
);
INSERT INTO events_new (id, title, description, venue_id, venue_name, date, end_date, time, category,
                        image, ticket_price, ticket_url, source_url, created_at, updated_at, status,
                        image_source, lang)
     SELECT id, title, description, venue_id, venue_name, date, end_date, time, category,
            image, ticket_price, ticket_url, source_url, created_at, updated_at, status,
            image_source, lang FROM events;
DROP TABLE events;
ALTER TABLE events_new RENAME TO events;
CREATE INDEX events_by_date ON events (date);
CREATE INDEX events_by_category ON events (category);
CREATE TRIGGER events_insert_bumps_version AFTER INSERT ON events
BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER events_update_bumps_version AFTER UPDATE ON events
BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER events_delete_bumps_version AFTER DELETE ON events
BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER events_delete_remembered AFTER DELETE ON events
BEGIN INSERT OR REPLACE INTO removed_items (kind, item_id, name, removed_at)
      VALUES ('event', OLD.id, OLD.title, CAST(strftime('%s', 'now') AS INTEGER) * 1000); END;
CREATE TRIGGER events_inserted_at AFTER INSERT ON events BEGIN
    UPDATE events SET updated_at = NEW.created_at WHERE id = NEW.id;
END;
CREATE TRIGGER events_updated_at AFTER UPDATE ON events WHEN NEW.updated_at IS OLD.updated_at BEGIN
    UPDATE events SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = NEW.id;
END;

CREATE TABLE activities_new (
    id                 INTEGER PRIMARY KEY AUTOINCREMENT,
    name               TEXT    NOT NULL,
    description        TEXT    NOT NULL DEFAULT '',
    address            TEXT,
    phone              TEXT,
    website            TEXT,
    image              TEXT,
    activity_type      TEXT    NOT NULL DEFAULT 'attraction',
    recurring_schedule TEXT,
    capacity           INTEGER,
    venue_type         TEXT,
    location           TEXT,
    price              TEXT,
    created_at         TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    updated_at         TEXT,
    image_source       TEXT,
    lang               TEXT    NOT NULL DEFAULT 'en',
    latitude           REAL,
    longitude          REAL
);
INSERT INTO activities_new (id, name, description, address, phone, website, image, activity_type,
                            recurring_schedule, capacity, venue_type, location, price, created_at,
                            updated_at, image_source, lang, latitude, longitude)
     SELECT id, name, description, address, phone, website, image, activity_type,
            recurring_schedule, capacity, venue_type, location, price, created_at,
            updated_at, image_source, lang, latitude, longitude FROM activities;
DROP TABLE activities;
ALTER TABLE activities_new RENAME TO activities;
CREATE TRIGGER activities_insert_bumps_version AFTER INSERT ON activities
BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER activities_update_bumps_version AFTER UPDATE ON activities
BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER activities_delete_bumps_version AFTER DELETE ON activities
BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER activities_delete_remembered AFTER DELETE ON activities
BEGIN INSERT OR REPLACE INTO removed_items (kind, item_id, name, removed_at)
      VALUES ('activity', OLD.id, OLD.name, CAST(strftime('%s', 'now') AS INTEGER) * 1000); END;
CREATE TRIGGER activities_inserted_at AFTER INSERT ON activities BEGIN
    UPDATE activities SET updated_at = NEW.created_at WHERE id = NEW.id;
END;
CREATE TRIGGER activities_updated_at AFTER UPDATE ON activities WHEN NEW.updated_at IS OLD.updated_at BEGIN
    UPDATE activities SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = NEW.id;
END;

CREATE TABLE restaurants_new (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    name            TEXT    NOT NULL,
    description     TEXT    NOT NULL DEFAULT '',
    address         TEXT,
    phone           TEXT,
    website         TEXT,
    image           TEXT,
    rating          REAL,
    price_range     TEXT    NOT NULL DEFAULT '$$',
    cuisine         TEXT,
    open_hours      TEXT,
    reservation_url TEXT,
    latitude        REAL,
    longitude       REAL,
    area            TEXT,
    created_at      TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    updated_at      TEXT,
    cuisine_detail  TEXT,
    image_source    TEXT,
    lang            TEXT    NOT NULL DEFAULT 'en'
);
INSERT INTO restaurants_new (id, name, description, address, phone, website, image, rating,
                             price_range, cuisine, open_hours, reservation_url, latitude, longitude,
                             area, created_at, updated_at, cuisine_detail, image_source, lang)
     SELECT id, name, description, address, phone, website, image, rating,
            price_range, cuisine, open_hours, reservation_url, latitude, longitude,
            area, created_at, updated_at, cuisine_detail, image_source, lang FROM restaurants;
DROP TABLE restaurants;
ALTER TABLE restaurants_new RENAME TO restaurants;
CREATE TRIGGER restaurants_insert_bumps_version AFTER INSERT ON restaurants
BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER restaurants_update_bumps_version AFTER UPDATE ON restaurants
BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER restaurants_delete_bumps_version AFTER DELETE ON restaurants
BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER restaurants_delete_remembered AFTER DELETE ON restaurants
BEGIN INSERT OR REPLACE INTO removed_items (kind, item_id, name, removed_at)
      VALUES ('restaurant', OLD.id, OLD.name, CAST(strftime('%s', 'now') AS INTEGER) * 1000); END;
CREATE TRIGGER restaurants_inserted_at AFTER INSERT ON restaurants BEGIN
    UPDATE restaurants SET updated_at = NEW.created_at WHERE id = NEW.id;
END;
CREATE TRIGGER restaurants_updated_at AFTER UPDATE ON restaurants WHEN NEW.updated_at IS OLD.updated_at BEGIN
    UPDATE restaurants SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = NEW.id;
END;

CREATE TABLE suggestions_new (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    name            TEXT    NOT NULL,
    type            TEXT    NOT NULL,
    website         TEXT    NOT NULL,
    description     TEXT    NOT NULL DEFAULT '',
    submitter_name  TEXT    NOT NULL,
    submitter_email TEXT    NOT NULL,
    status          TEXT    NOT NULL DEFAULT 'new',
    created_at      TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
INSERT INTO suggestions_new SELECT id, name, type, website, description, submitter_name,
                                   submitter_email, status, created_at FROM suggestions;
DROP TABLE suggestions;
ALTER TABLE suggestions_new RENAME TO suggestions;

CREATE TABLE sources_new (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    name          TEXT    NOT NULL,
    url           TEXT    NOT NULL UNIQUE,
    venue_id      INTEGER REFERENCES venues (id) ON DELETE SET NULL,
    -- Hours between reads; NULL: read only when staff ask.
    every_hours   INTEGER CHECK (every_hours IS NULL OR every_hours >= 1),
    -- 'inbox': changes wait for staff; 'publish': they go live by themselves.
    trust         TEXT    NOT NULL DEFAULT 'inbox' CHECK (trust IN ('inbox', 'publish')),
    -- When the next read is due (NULL when off); a run in progress holds
    -- the lease, so another instance, or this one after a restart once it
    -- has expired, takes it over.
    next_run_at   INTEGER,
    locked_until  INTEGER,
    locked_by     TEXT,
    -- Health: the last read, what it found or why it failed, and since
    -- when reads have failed.
    last_run_at   INTEGER,
    last_error    TEXT,
    failing_since INTEGER,
    events_found  INTEGER,
    created_at    INTEGER NOT NULL
);
INSERT INTO sources_new SELECT id, name, url, venue_id, every_hours, trust, next_run_at,
                               locked_until, locked_by, last_run_at, last_error, failing_since,
                               events_found, created_at FROM sources;
DROP TABLE sources;
ALTER TABLE sources_new RENAME TO sources;
CREATE INDEX sources_due ON sources (next_run_at);

CREATE TABLE admins_new (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    -- Stored lower-case; unique.
    email         TEXT    NOT NULL UNIQUE,
    first_name    TEXT    NOT NULL,
    last_name     TEXT    NOT NULL,
    -- argon2id PHC string.
    password_hash TEXT    NOT NULL,
    created_at    INTEGER NOT NULL,
    role          TEXT    NOT NULL DEFAULT 'admin' CHECK (role IN ('admin', 'editor')),
    disabled_at   INTEGER
);
INSERT INTO admins_new SELECT id, email, first_name, last_name, password_hash, created_at, role,
                              disabled_at FROM admins;
DROP TABLE admins;
ALTER TABLE admins_new RENAME TO admins;

-- The ids deleted before this migration count as used too, as far as the
-- guide remembers them (a plan names them).
INSERT INTO sqlite_sequence (name, seq)
SELECT t.name, 0 FROM (SELECT 'events' AS name UNION ALL SELECT 'activities'
                       UNION ALL SELECT 'restaurants') AS t
 WHERE t.name NOT IN (SELECT name FROM sqlite_sequence);
UPDATE sqlite_sequence
   SET seq = MAX(seq, COALESCE((SELECT MAX(item_id) FROM removed_items
                                 WHERE kind = CASE sqlite_sequence.name
                                                WHEN 'events' THEN 'event'
                                                WHEN 'activities' THEN 'activity'
                                                ELSE 'restaurant' END), 0))
 WHERE name IN ('events', 'activities', 'restaurants');

COMMIT;
PRAGMA foreign_keys = ON;
