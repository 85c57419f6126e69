-- Hardening (issue 13).
--
-- 1. What the guide removed: a plan that still names a deleted item lists it
--    by its last name, without a link, while an id the guide never had is
--    refused. Filled by triggers, whoever deletes.
CREATE TABLE removed_items (
    kind       TEXT    NOT NULL CHECK (kind IN ('event', 'activity', 'restaurant')),
    item_id    INTEGER NOT NULL,
    name       TEXT    NOT NULL,
    removed_at INTEGER NOT NULL,
    PRIMARY KEY (kind, item_id)
);
CREATE TRIGGER events_delete_remembered AFTER DELETE ON events
BEGIN INSERT OR REPLACE INTO removed_items (kind, item_id, name, removed_at)
      VALUES ('event', OLD.id, OLD.title, CAST(strftime('%s', 'now') AS INTEGER) * 1000); END;
CREATE TRIGGER activities_delete_remembered AFTER DELETE ON activities
BEGIN INSERT OR REPLACE INTO removed_items (kind, item_id, name, removed_at)
      VALUES ('activity', OLD.id, OLD.name, CAST(strftime('%s', 'now') AS INTEGER) * 1000); END;
CREATE TRIGGER restaurants_delete_remembered AFTER DELETE ON restaurants
BEGIN INSERT OR REPLACE INTO removed_items (kind, item_id, name, removed_at)
      VALUES ('restaurant', OLD.id, OLD.name, CAST(strftime('%s', 'now') AS INTEGER) * 1000); END;

-- 2. Who was sent a plan to self, and when (Unix ms): an address receives
--    only a few an hour, whoever asks. Rows older than an hour are pruned.
CREATE TABLE plan_recipients (
    address    TEXT    NOT NULL, -- lower case
    created_at INTEGER NOT NULL
);
CREATE INDEX plan_recipients_by_address ON plan_recipients (address, created_at);

-- 3. Outbox leases are short and renewed while a message is being sent;
--    the renewal names the worker that holds the lease.
ALTER TABLE outbox ADD COLUMN locked_by TEXT;

-- 4. Links are web links: addresses stored before the rule existed that do
--    not start with http:// or https:// (javascript:, data:…) are removed;
--    images may also be the guide's own /public-objects/ paths.
UPDATE events SET ticket_url = NULL
 WHERE ticket_url IS NOT NULL AND NOT (lower(ticket_url) LIKE 'http://%' OR lower(ticket_url) LIKE 'https://%');
UPDATE events SET source_url = NULL
 WHERE source_url IS NOT NULL AND NOT (lower(source_url) LIKE 'http://%' OR lower(source_url) LIKE 'https://%');
UPDATE events SET image = NULL
 WHERE image IS NOT NULL AND NOT (lower(image) LIKE 'http://%' OR lower(image) LIKE 'https://%' OR image LIKE '/public-objects/%');
UPDATE activities SET website = NULL
 WHERE website IS NOT NULL AND NOT (lower(website) LIKE 'http://%' OR lower(website) LIKE 'https://%');
UPDATE activities SET image = NULL
 WHERE image IS NOT NULL AND NOT (lower(image) LIKE 'http://%' OR lower(image) LIKE 'https://%' OR image LIKE '/public-objects/%');
UPDATE restaurants SET website = NULL
 WHERE website IS NOT NULL AND NOT (lower(website) LIKE 'http://%' OR lower(website) LIKE 'https://%');
UPDATE restaurants SET reservation_url = NULL
 WHERE reservation_url IS NOT NULL AND NOT (lower(reservation_url) LIKE 'http://%' OR lower(reservation_url) LIKE 'https://%');
UPDATE restaurants SET image = NULL
 WHERE image IS NOT NULL AND NOT (lower(image) LIKE 'http://%' OR lower(image) LIKE 'https://%' OR image LIKE '/public-objects/%');
UPDATE venues SET website = NULL
 WHERE website IS NOT NULL AND NOT (lower(website) LIKE 'http://%' OR lower(website) LIKE 'https://%');
UPDATE venues SET events_page_url = NULL
 WHERE events_page_url IS NOT NULL AND NOT (lower(events_page_url) LIKE 'http://%' OR lower(events_page_url) LIKE 'https://%');
