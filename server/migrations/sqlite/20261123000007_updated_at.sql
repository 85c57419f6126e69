-- When each item last changed: the sitemap's lastmod. Set on creation and
-- by a trigger on every update, whichever code path makes it.
ALTER TABLE events ADD COLUMN updated_at TEXT;
ALTER TABLE activities ADD COLUMN updated_at TEXT;
ALTER TABLE restaurants ADD COLUMN updated_at TEXT;
UPDATE events SET updated_at = created_at;
UPDATE activities SET updated_at = created_at;
UPDATE restaurants SET updated_at = created_at;

CREATE TRIGGER events_inserted_at AFTER INSERT ON events BEGIN
    UPDATE events SET updated_at = NEW.created_at WHERE id = NEW.id;
END;
CREATE TRIGGER events_updated_at AFTER UPDATE ON events WHEN NEW.updated_at IS OLD.updated_at BEGIN
    UPDATE events SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = NEW.id;
END;
CREATE TRIGGER activities_inserted_at AFTER INSERT ON activities BEGIN
    UPDATE activities SET updated_at = NEW.created_at WHERE id = NEW.id;
END;
CREATE TRIGGER activities_updated_at AFTER UPDATE ON activities WHEN NEW.updated_at IS OLD.updated_at BEGIN
    UPDATE activities SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = NEW.id;
END;
CREATE TRIGGER restaurants_inserted_at AFTER INSERT ON restaurants BEGIN
    UPDATE restaurants SET updated_at = NEW.created_at WHERE id = NEW.id;
END;
CREATE TRIGGER restaurants_updated_at AFTER UPDATE ON restaurants WHEN NEW.updated_at IS OLD.updated_at BEGIN
    UPDATE restaurants SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = NEW.id;
END;
