-- When each item last changed: the sitemap's lastmod. PostgreSQL twin of
-- the SQLite migration: a BEFORE trigger sets the column on every write.
ALTER TABLE events ADD COLUMN updated_at TEXT;
ALTER TABLE activities ADD COLUMN updated_at TEXT;
ALTER TABLE restaurants ADD COLUMN updated_at TEXT;
UPDATE events SET updated_at = created_at;
UPDATE activities SET updated_at = created_at;
UPDATE restaurants SET updated_at = created_at;

CREATE FUNCTION touch_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    NEW.updated_at := guide_utc_now_text();
    RETURN NEW;
END
$$;

CREATE TRIGGER events_touch BEFORE INSERT OR UPDATE ON events
FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
CREATE TRIGGER activities_touch BEFORE INSERT OR UPDATE ON activities
FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
CREATE TRIGGER restaurants_touch BEFORE INSERT OR UPDATE ON restaurants
FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
