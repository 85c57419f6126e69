-- The weekly e-mail, 'This weekend in <city>': the PostgreSQL twin
-- (issue #37). An address's subscription, confirmed by the same links as
-- its reminders.
-- Times are Unix milliseconds.
CREATE TABLE weekly_subscriptions (
    address_id   BIGINT  PRIMARY KEY REFERENCES reminder_addresses (id) ON DELETE CASCADE,
    -- Random; names its issues' Message-IDs with their Thursday, so an
    -- issue written twice (two instances, a pass run again) is stored once.
    key          TEXT    NOT NULL UNIQUE,
    -- The categories chosen, a JSON array of values in the guide's order;
    -- empty for every one.
    categories   TEXT    NOT NULL,
    -- Nothing is sent before its address's link confirms it.
    confirmed_at BIGINT,
    -- The Thursday (YYYY-MM-DD) of the last issue written to the outbox
    -- for it: set in the transaction that writes the issue.
    last_issue   TEXT,
    created_at   BIGINT  NOT NULL
);

-- Each issue carries links of its own (see and delete, unsubscribe): a
-- subscriber keeps an address for years, so an issue's links expire
-- (after half a year) instead of piling up. Links of confirmations and
-- reminders live as long as their address, as before.
ALTER TABLE reminder_links ADD COLUMN expires_at BIGINT;
CREATE INDEX reminder_links_expiry ON reminder_links (expires_at) WHERE expires_at IS NOT NULL;
