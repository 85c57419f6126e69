-- A counter bumped by every change to the public content, so that readers
-- (any process, any instance) can tell in one tiny query whether the JSON
-- they built last time is still current. PostgreSQL twin of the SQLite
-- migration: one statement-level trigger per table instead of three
-- row-level ones (a statement that changes nothing also bumps it, which
-- only costs a rebuild).
CREATE TABLE content_version (
    id      BIGINT PRIMARY KEY CHECK (id = 1),
    version BIGINT NOT NULL
);
INSERT INTO content_version (id, version) VALUES (1, 1);

CREATE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE content_version SET version = version + 1 WHERE id = 1;
    RETURN NULL;
END
$$;

CREATE TRIGGER venues_bump_version AFTER INSERT OR UPDATE OR DELETE ON venues
FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER events_bump_version AFTER INSERT OR UPDATE OR DELETE ON events
FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER activities_bump_version AFTER INSERT OR UPDATE OR DELETE ON activities
FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER restaurants_bump_version AFTER INSERT OR UPDATE OR DELETE ON restaurants
FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
