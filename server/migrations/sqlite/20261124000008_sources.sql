-- Sources the guide re-reads by itself (issue #19): a venue's events page,
-- a calendar feed or any page, on a schedule, and what each read found.
-- Times are Unix milliseconds.
CREATE TABLE sources (
    id            INTEGER PRIMARY KEY,
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
CREATE INDEX sources_due ON sources (next_run_at);

-- Each event a source gave, under its identity at the source.
CREATE TABLE source_events (
    id          INTEGER PRIMARY KEY,
    source_id   INTEGER NOT NULL REFERENCES sources (id) ON DELETE CASCADE,
    identity    TEXT    NOT NULL,
    -- The fields a visitor would see change (JSON), as last read.
    fields      TEXT    NOT NULL,
    -- The whole event as last read (JSON), to create or update from.
    event       TEXT,
    -- The guide's event made from it, and its fields as published.
    event_id    INTEGER REFERENCES events (id) ON DELETE SET NULL,
    published   TEXT,
    -- What waits for staff: 'new', 'changed', 'vanished' or 'withdrawn'.
    review      TEXT    CHECK (review IN ('new', 'changed', 'vanished', 'withdrawn')),
    -- Staff rejected it: a re-read never brings it back (a tombstone).
    rejected    INTEGER NOT NULL DEFAULT 0,
    -- Off its source (vanished or withdrawn), as the guide knows.
    gone        INTEGER NOT NULL DEFAULT 0,
    updated_at  INTEGER NOT NULL,
    UNIQUE (source_id, identity)
);
CREATE INDEX source_events_review ON source_events (review);
