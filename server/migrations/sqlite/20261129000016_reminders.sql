-- Reminders of saved events by e-mail (issue #37, docs/decisions/0010).
-- Only the address, its events and the times are kept: a reminder is
-- deleted once sent, and an address with nothing left goes with it.
-- Times are Unix milliseconds.
CREATE TABLE reminder_addresses (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    -- Lower-cased: one row per mailbox however it is typed.
    email           TEXT    NOT NULL UNIQUE,
    -- The language its e-mails are written in (the last request's).
    lang            TEXT    NOT NULL,
    -- The site's address its links point to, as it was asked at.
    origin          TEXT    NOT NULL,
    -- When the last confirmation link was sent: asking again meanwhile
    -- adds to what that link confirms instead of sending another.
    confirm_sent_at INTEGER,
    created_at      INTEGER NOT NULL
);

-- The links e-mails carry (confirm, see and delete, unsubscribe): random
-- tokens, only their hashes kept, each valid while its address is.
CREATE TABLE reminder_links (
    token_hash  TEXT    PRIMARY KEY,
    address_id  INTEGER NOT NULL REFERENCES reminder_addresses (id) ON DELETE CASCADE,
    created_at  INTEGER NOT NULL
);

CREATE TABLE reminders (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    -- Random; names its e-mails' Message-IDs, so a message written twice
    -- (two instances, a pass run again) is stored once.
    key            TEXT    NOT NULL UNIQUE,
    address_id     INTEGER NOT NULL REFERENCES reminder_addresses (id) ON DELETE CASCADE,
    event_id       INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    remind_when    TEXT    NOT NULL CHECK (remind_when IN ('morningOf', 'dayBefore')),
    -- When it is sent (core's `reminder_time`).
    send_at        INTEGER NOT NULL,
    -- Nothing is sent for it before its address's link confirms it.
    confirmed_at   INTEGER,
    -- The event's days, time and status as its people were last told,
    -- so a change is told once, whichever way it was made.
    event_date     TEXT    NOT NULL,
    event_end_date TEXT,
    event_time     TEXT,
    event_status   TEXT    NOT NULL,
    created_at     INTEGER NOT NULL,
    UNIQUE (address_id, event_id)
);
CREATE INDEX reminders_event ON reminders (event_id);
