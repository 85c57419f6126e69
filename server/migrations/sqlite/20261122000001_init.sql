-- The guide's content and what visitors send in.
CREATE TABLE venues (
    id              INTEGER PRIMARY KEY,
    name            TEXT    NOT NULL UNIQUE,
    website         TEXT,
    events_page_url TEXT,
    address         TEXT,
    phone           TEXT,
    description     TEXT,
    capacity        INTEGER,
    venue_type      TEXT,
    created_at      TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);

CREATE TABLE events (
    id           INTEGER PRIMARY KEY,
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
    CHECK (venue_id IS NOT NULL OR venue_name IS NOT NULL)
);
CREATE INDEX events_by_date ON events (date);
CREATE INDEX events_by_category ON events (category);

CREATE TABLE activities (
    id                 INTEGER PRIMARY KEY,
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
    created_at         TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);

CREATE TABLE restaurants (
    id              INTEGER PRIMARY KEY,
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
    created_at      TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);

CREATE TABLE suggestions (
    id              INTEGER PRIMARY KEY,
    name            TEXT    NOT NULL,
    type            TEXT    NOT NULL,
    website         TEXT    NOT NULL,
    description     TEXT    NOT NULL DEFAULT '',
    submitter_name  TEXT    NOT NULL,
    submitter_email TEXT    NOT NULL,
    status          TEXT    NOT NULL DEFAULT 'new',
    created_at      TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
