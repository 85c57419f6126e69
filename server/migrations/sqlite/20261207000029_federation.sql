-- Federation over ActivityPub (issue 73): who follows the guide's actor,
-- what it received and what it sends. Times are Unix milliseconds.

-- Remote actors whose documents the guide read: where to deliver to them
-- and the key their signatures are checked with.
CREATE TABLE federation_actors (
    id            TEXT    PRIMARY KEY,
    inbox         TEXT    NOT NULL,
    shared_inbox  TEXT,
    key_id        TEXT    NOT NULL,
    public_key    TEXT    NOT NULL,
    fetched_at    INTEGER NOT NULL
);

-- Who follows the guide's actor, and the inbox its activities go to (the
-- shared one when the actor's server has one).
CREATE TABLE federation_followers (
    actor       TEXT    PRIMARY KEY,
    inbox       TEXT    NOT NULL,
    -- The Follow's id, which an Undo names.
    follow_id   TEXT    NOT NULL,
    created_at  INTEGER NOT NULL
);

-- Activities posted to the inbox, their signature checked, waiting to be
-- processed off the request. Kept a week after, so that a repeat is known.
CREATE TABLE federation_received (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    activity_id   TEXT    NOT NULL UNIQUE,
    actor         TEXT    NOT NULL,
    activity      TEXT    NOT NULL,
    received_at   INTEGER NOT NULL,
    attempts      INTEGER NOT NULL DEFAULT 0,
    locked_until  INTEGER,
    locked_by     TEXT,
    processed_at  INTEGER
);
CREATE INDEX federation_received_due ON federation_received (processed_at, id);

-- What the guide sends (JSON), once, and each inbox it goes to: the
-- outbox's lease and backoff, per inbox, so a dead inbox delays no other.
CREATE TABLE federation_activities (
    id          TEXT    PRIMARY KEY,
    body        TEXT    NOT NULL,
    created_at  INTEGER NOT NULL
);
CREATE TABLE federation_deliveries (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    activity_id      TEXT    NOT NULL REFERENCES federation_activities (id) ON DELETE CASCADE,
    inbox            TEXT    NOT NULL,
    status           TEXT    NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'failed')),
    attempts         INTEGER NOT NULL DEFAULT 0,
    next_attempt_at  INTEGER NOT NULL,
    locked_until     INTEGER,
    locked_by        TEXT,
    last_error       TEXT,
    created_at       INTEGER NOT NULL,
    UNIQUE (activity_id, inbox)
);
CREATE INDEX federation_deliveries_due ON federation_deliveries (status, next_attempt_at, id);

-- Each coming event as last announced (a digest of its Event object):
-- a change of it is an Update, an event gone a Delete.
CREATE TABLE federation_published (
    event_id      INTEGER PRIMARY KEY,
    digest        TEXT    NOT NULL,
    published_at  INTEGER NOT NULL
);
