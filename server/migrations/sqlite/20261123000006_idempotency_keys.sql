-- Submissions a browser may send again (a queued send retried after a
-- lost answer): the first write under a key is the only one, and a repeat
-- is answered with its result. Times are Unix milliseconds; keys older
-- than a week are pruned.
CREATE TABLE idempotency_keys (
    route      TEXT    NOT NULL, -- 'send-visit-plan', 'send-visit-plan-self', 'suggestions'
    key        TEXT    NOT NULL,
    -- The id of what the first submission stored (plan request or suggestion).
    result_id  INTEGER,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (route, key)
);
CREATE INDEX idempotency_keys_by_age ON idempotency_keys (created_at);
