-- What became of a visitor's suggestion (issue #71): the language the
-- visitor wrote in, which the e-mail telling them it is published speaks;
-- staff's note when they dismissed it; and the guide's item made from it,
-- which 'Added' links to. The history records them with the rest, so
-- undoing a status undoes its note and link: the triggers are made again.
ALTER TABLE suggestions ADD COLUMN lang TEXT NOT NULL DEFAULT 'en';
ALTER TABLE suggestions ADD COLUMN note TEXT NOT NULL DEFAULT '';
ALTER TABLE suggestions ADD COLUMN added_kind TEXT;
ALTER TABLE suggestions ADD COLUMN added_id INTEGER;

DROP TRIGGER suggestions_change_create;
DROP TRIGGER suggestions_change_update;
DROP TRIGGER suggestions_change_delete;
CREATE TRIGGER suggestions_change_create AFTER INSERT ON suggestions
BEGIN
  INSERT INTO changes (at, staff_id, action, batch, kind, item_id, operation, before, after)
    SELECT CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), c.staff_id, COALESCE(c.action, 'system'), c.batch, 'suggestion', NEW.id, 'create',
           NULL,
           json_object('name', NEW.name, 'type', NEW.type, 'website', NEW.website, 'description', NEW.description, 'submitter_name', NEW.submitter_name, 'submitter_email', NEW.submitter_email, 'status', NEW.status, 'created_at', NEW.created_at, 'lang', NEW.lang, 'note', NEW.note, 'added_kind', NEW.added_kind, 'added_id', NEW.added_id)
      FROM (SELECT 1) LEFT JOIN change_context AS c ON c.id = 1;
END;
CREATE TRIGGER suggestions_change_update AFTER UPDATE ON suggestions
  WHEN json_object('name', NEW.name, 'type', NEW.type, 'website', NEW.website, 'description', NEW.description, 'submitter_name', NEW.submitter_name, 'submitter_email', NEW.submitter_email, 'status', NEW.status, 'created_at', NEW.created_at, 'lang', NEW.lang, 'note', NEW.note, 'added_kind', NEW.added_kind, 'added_id', NEW.added_id) IS NOT json_object('name', OLD.name, 'type', OLD.type, 'website', OLD.website, 'description', OLD.description, 'submitter_name', OLD.submitter_name, 'submitter_email', OLD.submitter_email, 'status', OLD.status, 'created_at', OLD.created_at, 'lang', OLD.lang, 'note', OLD.note, 'added_kind', OLD.added_kind, 'added_id', OLD.added_id)
BEGIN
  INSERT INTO changes (at, staff_id, action, batch, kind, item_id, operation, before, after)
    SELECT CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), c.staff_id, COALESCE(c.action, 'system'), c.batch, 'suggestion', NEW.id, 'update',
           json_object('name', OLD.name, 'type', OLD.type, 'website', OLD.website, 'description', OLD.description, 'submitter_name', OLD.submitter_name, 'submitter_email', OLD.submitter_email, 'status', OLD.status, 'created_at', OLD.created_at, 'lang', OLD.lang, 'note', OLD.note, 'added_kind', OLD.added_kind, 'added_id', OLD.added_id),
           json_object('name', NEW.name, 'type', NEW.type, 'website', NEW.website, 'description', NEW.description, 'submitter_name', NEW.submitter_name, 'submitter_email', NEW.submitter_email, 'status', NEW.status, 'created_at', NEW.created_at, 'lang', NEW.lang, 'note', NEW.note, 'added_kind', NEW.added_kind, 'added_id', NEW.added_id)
      FROM (SELECT 1) LEFT JOIN change_context AS c ON c.id = 1;
END;
CREATE TRIGGER suggestions_change_delete AFTER DELETE ON suggestions
BEGIN
  INSERT INTO changes (at, staff_id, action, batch, kind, item_id, operation, before, after)
    SELECT CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), c.staff_id, COALESCE(c.action, 'system'), c.batch, 'suggestion', OLD.id, 'delete',
           json_object('name', OLD.name, 'type', OLD.type, 'website', OLD.website, 'description', OLD.description, 'submitter_name', OLD.submitter_name, 'submitter_email', OLD.submitter_email, 'status', OLD.status, 'created_at', OLD.created_at, 'lang', OLD.lang, 'note', OLD.note, 'added_kind', OLD.added_kind, 'added_id', OLD.added_id),
           NULL
      FROM (SELECT 1) LEFT JOIN change_context AS c ON c.id = 1;
END;
