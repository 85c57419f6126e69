-- Translations in the history (issue #39): an item's text in another
-- language (issue #36's rows) is recorded as a change of the item itself,
-- its field named `{field}.{lang}` (`title.es`): set, changed or removed.
-- The History tab lists such a change under the item's name. A cascade
-- from an item's deletion is recorded in the deletion's step, so undoing
-- that step brings the translations back too.

-- event_translations
CREATE TRIGGER event_translations_change_insert AFTER INSERT ON event_translations
BEGIN
  INSERT INTO changes (at, staff_id, action, batch, kind, item_id, operation, before, after)
    SELECT CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), c.staff_id, COALESCE(c.action, 'system'), c.batch, 'event', NEW.item_id, 'update',
           json_object(NEW.field || '.' || NEW.lang, NULL), json_object(NEW.field || '.' || NEW.lang, NEW.text)
      FROM (SELECT 1) LEFT JOIN change_context AS c ON c.id = 1;
END;
CREATE TRIGGER event_translations_change_update AFTER UPDATE ON event_translations
  WHEN NEW.text IS NOT OLD.text
BEGIN
  INSERT INTO changes (at, staff_id, action, batch, kind, item_id, operation, before, after)
    SELECT CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), c.staff_id, COALESCE(c.action, 'system'), c.batch, 'event', NEW.item_id, 'update',
           json_object(OLD.field || '.' || OLD.lang, OLD.text), json_object(NEW.field || '.' || NEW.lang, NEW.text)
      FROM (SELECT 1) LEFT JOIN change_context AS c ON c.id = 1;
END;
CREATE TRIGGER event_translations_change_delete AFTER DELETE ON event_translations
BEGIN
  INSERT INTO changes (at, staff_id, action, batch, kind, item_id, operation, before, after)
    SELECT CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), c.staff_id, COALESCE(c.action, 'system'), c.batch, 'event', OLD.item_id, 'update',
           json_object(OLD.field || '.' || OLD.lang, OLD.text), json_object(OLD.field || '.' || OLD.lang, NULL)
      FROM (SELECT 1) LEFT JOIN change_context AS c ON c.id = 1;
END;

-- activity_translations
CREATE TRIGGER activity_translations_change_insert AFTER INSERT ON activity_translations
BEGIN
  INSERT INTO changes (at, staff_id, action, batch, kind, item_id, operation, before, after)
    SELECT CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), c.staff_id, COALESCE(c.action, 'system'), c.batch, 'activity', NEW.item_id, 'update',
           json_object(NEW.field || '.' || NEW.lang, NULL), json_object(NEW.field || '.' || NEW.lang, NEW.text)
      FROM (SELECT 1) LEFT JOIN change_context AS c ON c.id = 1;
END;
CREATE TRIGGER activity_translations_change_update AFTER UPDATE ON activity_translations
  WHEN NEW.text IS NOT OLD.text
BEGIN
  INSERT INTO changes (at, staff_id, action, batch, kind, item_id, operation, before, after)
    SELECT CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), c.staff_id, COALESCE(c.action, 'system'), c.batch, 'activity', NEW.item_id, 'update',
           json_object(OLD.field || '.' || OLD.lang, OLD.text), json_object(NEW.field || '.' || NEW.lang, NEW.text)
      FROM (SELECT 1) LEFT JOIN change_context AS c ON c.id = 1;
END;
CREATE TRIGGER activity_translations_change_delete AFTER DELETE ON activity_translations
BEGIN
  INSERT INTO changes (at, staff_id, action, batch, kind, item_id, operation, before, after)
    SELECT CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), c.staff_id, COALESCE(c.action, 'system'), c.batch, 'activity', OLD.item_id, 'update',
           json_object(OLD.field || '.' || OLD.lang, OLD.text), json_object(OLD.field || '.' || OLD.lang, NULL)
      FROM (SELECT 1) LEFT JOIN change_context AS c ON c.id = 1;
END;

-- restaurant_translations
CREATE TRIGGER restaurant_translations_change_insert AFTER INSERT ON restaurant_translations
BEGIN
  INSERT INTO changes (at, staff_id, action, batch, kind, item_id, operation, before, after)
    SELECT CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), c.staff_id, COALESCE(c.action, 'system'), c.batch, 'restaurant', NEW.item_id, 'update',
           json_object(NEW.field || '.' || NEW.lang, NULL), json_object(NEW.field || '.' || NEW.lang, NEW.text)
      FROM (SELECT 1) LEFT JOIN change_context AS c ON c.id = 1;
END;
CREATE TRIGGER restaurant_translations_change_update AFTER UPDATE ON restaurant_translations
  WHEN NEW.text IS NOT OLD.text
BEGIN
  INSERT INTO changes (at, staff_id, action, batch, kind, item_id, operation, before, after)
    SELECT CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), c.staff_id, COALESCE(c.action, 'system'), c.batch, 'restaurant', NEW.item_id, 'update',
           json_object(OLD.field || '.' || OLD.lang, OLD.text), json_object(NEW.field || '.' || NEW.lang, NEW.text)
      FROM (SELECT 1) LEFT JOIN change_context AS c ON c.id = 1;
END;
CREATE TRIGGER restaurant_translations_change_delete AFTER DELETE ON restaurant_translations
BEGIN
  INSERT INTO changes (at, staff_id, action, batch, kind, item_id, operation, before, after)
    SELECT CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), c.staff_id, COALESCE(c.action, 'system'), c.batch, 'restaurant', OLD.item_id, 'update',
           json_object(OLD.field || '.' || OLD.lang, OLD.text), json_object(OLD.field || '.' || OLD.lang, NULL)
      FROM (SELECT 1) LEFT JOIN change_context AS c ON c.id = 1;
END;
