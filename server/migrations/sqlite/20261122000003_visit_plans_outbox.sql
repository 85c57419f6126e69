-- Visit plans sent by visitors, and the e-mail outbox that delivers them.
-- A request and its message are written in one transaction; the delivery
-- worker only ever reads the outbox. Times are Unix milliseconds.
CREATE TABLE visit_plan_requests (
    id           INTEGER PRIMARY KEY,
    -- 'curator' (to the site's curator) or 'self' (to the visitor's addresses).
    kind         TEXT    NOT NULL CHECK (kind IN ('curator', 'self')),
    name         TEXT,
    email        TEXT    NOT NULL,
    visit_dates  TEXT,
    message      TEXT,
    -- The selected items as sent (JSON array).
    items        TEXT    NOT NULL,
    -- The browser's own timestamp, as given.
    sent_at      TEXT,
    created_at   INTEGER NOT NULL
);

CREATE TABLE outbox (
    id              INTEGER PRIMARY KEY,
    request_id      INTEGER REFERENCES visit_plan_requests (id) ON DELETE SET NULL,
    -- The Message-ID header, fixed when the message is written, so a retry
    -- after an unconfirmed delivery is recognisably the same message.
    message_id      TEXT    NOT NULL UNIQUE,
    sender          TEXT    NOT NULL,
    -- Envelope recipients (JSON array of addresses).
    recipients      TEXT    NOT NULL,
    -- The complete RFC 5322 message, exactly as it is delivered.
    raw             BLOB    NOT NULL,
    status          TEXT    NOT NULL DEFAULT 'pending'
                    CHECK (status IN ('pending', 'sent', 'failed')),
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    -- A worker's claim: nobody else delivers this message until then.
    locked_until    INTEGER,
    last_error      TEXT,
    delivered_at    INTEGER,
    created_at      INTEGER NOT NULL
);
CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
