-- The actors the guide follows (issue 73): each is a followed source, the
-- source's address as staff wrote it (an account's handle or the actor's
-- own address), and its events come into the review inbox.

CREATE TABLE federation_following (
    address     TEXT    PRIMARY KEY,
    actor       TEXT    NOT NULL UNIQUE,
    inbox       TEXT    NOT NULL,
    outbox      TEXT,
    -- The guide's Follow, which its Undo names.
    follow_id   TEXT    NOT NULL UNIQUE,
    -- 'pending' until the actor answers the follow.
    state       TEXT    NOT NULL DEFAULT 'pending'
                CHECK (state IN ('pending', 'accepted', 'refused')),
    created_at  BIGINT  NOT NULL
);

-- A followed actor's events as it last gave them (pushed, or read from its
-- outbox): its objects as JSON, read as a source's events at each read.
CREATE TABLE federation_remote_events (
    object_id   TEXT    PRIMARY KEY,
    actor       TEXT    NOT NULL REFERENCES federation_following (actor) ON DELETE CASCADE,
    object      TEXT    NOT NULL,
    updated_at  BIGINT  NOT NULL
);
CREATE INDEX federation_remote_events_actor ON federation_remote_events (actor);
