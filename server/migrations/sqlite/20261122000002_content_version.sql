-- A counter bumped by every change to the public content, so that readers
-- (any process, any instance) can tell in one tiny query whether the JSON
-- they built last time is still current.
CREATE TABLE content_version (
    id      INTEGER PRIMARY KEY CHECK (id = 1),
    version INTEGER NOT NULL
);
INSERT INTO content_version (id, version) VALUES (1, 1);

CREATE TRIGGER venues_insert_bumps_version AFTER INSERT ON venues
BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER venues_update_bumps_version AFTER UPDATE ON venues
BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER venues_delete_bumps_version AFTER DELETE ON venues
BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER events_insert_bumps_version AFTER INSERT ON events
BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER events_update_bumps_version AFTER UPDATE ON events
BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER events_delete_bumps_version AFTER DELETE ON events
BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER activities_insert_bumps_version AFTER INSERT ON activities
BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER activities_update_bumps_version AFTER UPDATE ON activities
BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER activities_delete_bumps_version AFTER DELETE ON activities
BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER restaurants_insert_bumps_version AFTER INSERT ON restaurants
BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER restaurants_update_bumps_version AFTER UPDATE ON restaurants
BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER restaurants_delete_bumps_version AFTER DELETE ON restaurants
BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
