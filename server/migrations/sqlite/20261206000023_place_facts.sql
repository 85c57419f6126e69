-- A place's facts and an activity's visit length (issue #69): core's
-- content::facts ids, comma-separated ('indoor,kids,step-free'), and
-- minutes. The history records them with the rest, so an edit of them is
-- undone like any other: the triggers are made again with the columns.
ALTER TABLE activities ADD COLUMN facts TEXT NOT NULL DEFAULT '';
ALTER TABLE activities ADD COLUMN visit_minutes INTEGER;
ALTER TABLE restaurants ADD COLUMN facts TEXT NOT NULL DEFAULT '';


-- activities
DROP TRIGGER activities_change_create;
DROP TRIGGER activities_change_update;
DROP TRIGGER activities_change_delete;
CREATE TRIGGER activities_change_create AFTER INSERT ON activities
BEGIN
  INSERT INTO changes (at, staff_id, action, batch, kind, item_id, operation, before, after)
    SELECT CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), c.staff_id, COALESCE(c.action, 'system'), c.batch, 'activity', NEW.id, 'create',
           NULL,
           json_object('name', NEW.name, 'description', NEW.description, 'address', NEW.address, 'phone', NEW.phone, 'website', NEW.website, 'image', NEW.image, 'activity_type', NEW.activity_type, 'recurring_schedule', NEW.recurring_schedule, 'capacity', NEW.capacity, 'venue_type', NEW.venue_type, 'location', NEW.location, 'price', NEW.price, 'created_at', NEW.created_at, 'image_source', NEW.image_source, 'lang', NEW.lang, 'latitude', NEW.latitude, 'longitude', NEW.longitude, 'facts', NEW.facts, 'visit_minutes', NEW.visit_minutes)
      FROM (SELECT 1) LEFT JOIN change_context AS c ON c.id = 1;
END;
CREATE TRIGGER activities_change_update AFTER UPDATE ON activities
  WHEN NEW.updated_at IS OLD.updated_at AND json_object('name', NEW.name, 'description', NEW.description, 'address', NEW.address, 'phone', NEW.phone, 'website', NEW.website, 'image', NEW.image, 'activity_type', NEW.activity_type, 'recurring_schedule', NEW.recurring_schedule, 'capacity', NEW.capacity, 'venue_type', NEW.venue_type, 'location', NEW.location, 'price', NEW.price, 'created_at', NEW.created_at, 'image_source', NEW.image_source, 'lang', NEW.lang, 'latitude', NEW.latitude, 'longitude', NEW.longitude, 'facts', NEW.facts, 'visit_minutes', NEW.visit_minutes) IS NOT json_object('name', OLD.name, 'description', OLD.description, 'address', OLD.address, 'phone', OLD.phone, 'website', OLD.website, 'image', OLD.image, 'activity_type', OLD.activity_type, 'recurring_schedule', OLD.recurring_schedule, 'capacity', OLD.capacity, 'venue_type', OLD.venue_type, 'location', OLD.location, 'price', OLD.price, 'created_at', OLD.created_at, 'image_source', OLD.image_source, 'lang', OLD.lang, 'latitude', OLD.latitude, 'longitude', OLD.longitude, 'facts', OLD.facts, 'visit_minutes', OLD.visit_minutes)
BEGIN
  INSERT INTO changes (at, staff_id, action, batch, kind, item_id, operation, before, after)
    SELECT CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), c.staff_id, COALESCE(c.action, 'system'), c.batch, 'activity', NEW.id, 'update',
           json_object('name', OLD.name, 'description', OLD.description, 'address', OLD.address, 'phone', OLD.phone, 'website', OLD.website, 'image', OLD.image, 'activity_type', OLD.activity_type, 'recurring_schedule', OLD.recurring_schedule, 'capacity', OLD.capacity, 'venue_type', OLD.venue_type, 'location', OLD.location, 'price', OLD.price, 'created_at', OLD.created_at, 'image_source', OLD.image_source, 'lang', OLD.lang, 'latitude', OLD.latitude, 'longitude', OLD.longitude, 'facts', OLD.facts, 'visit_minutes', OLD.visit_minutes),
           json_object('name', NEW.name, 'description', NEW.description, 'address', NEW.address, 'phone', NEW.phone, 'website', NEW.website, 'image', NEW.image, 'activity_type', NEW.activity_type, 'recurring_schedule', NEW.recurring_schedule, 'capacity', NEW.capacity, 'venue_type', NEW.venue_type, 'location', NEW.location, 'price', NEW.price, 'created_at', NEW.created_at, 'image_source', NEW.image_source, 'lang', NEW.lang, 'latitude', NEW.latitude, 'longitude', NEW.longitude, 'facts', NEW.facts, 'visit_minutes', NEW.visit_minutes)
      FROM (SELECT 1) LEFT JOIN change_context AS c ON c.id = 1;
END;
CREATE TRIGGER activities_change_delete AFTER DELETE ON activities
BEGIN
  INSERT INTO changes (at, staff_id, action, batch, kind, item_id, operation, before, after)
    SELECT CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), c.staff_id, COALESCE(c.action, 'system'), c.batch, 'activity', OLD.id, 'delete',
           json_object('name', OLD.name, 'description', OLD.description, 'address', OLD.address, 'phone', OLD.phone, 'website', OLD.website, 'image', OLD.image, 'activity_type', OLD.activity_type, 'recurring_schedule', OLD.recurring_schedule, 'capacity', OLD.capacity, 'venue_type', OLD.venue_type, 'location', OLD.location, 'price', OLD.price, 'created_at', OLD.created_at, 'image_source', OLD.image_source, 'lang', OLD.lang, 'latitude', OLD.latitude, 'longitude', OLD.longitude, 'facts', OLD.facts, 'visit_minutes', OLD.visit_minutes),
           NULL
      FROM (SELECT 1) LEFT JOIN change_context AS c ON c.id = 1;
END;

-- restaurants
DROP TRIGGER restaurants_change_create;
DROP TRIGGER restaurants_change_update;
DROP TRIGGER restaurants_change_delete;
CREATE TRIGGER restaurants_change_create AFTER INSERT ON restaurants
BEGIN
  INSERT INTO changes (at, staff_id, action, batch, kind, item_id, operation, before, after)
    SELECT CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), c.staff_id, COALESCE(c.action, 'system'), c.batch, 'restaurant', NEW.id, 'create',
           NULL,
           json_object('name', NEW.name, 'description', NEW.description, 'address', NEW.address, 'phone', NEW.phone, 'website', NEW.website, 'image', NEW.image, 'rating', NEW.rating, 'price_range', NEW.price_range, 'cuisine', NEW.cuisine, 'open_hours', NEW.open_hours, 'reservation_url', NEW.reservation_url, 'latitude', NEW.latitude, 'longitude', NEW.longitude, 'area', NEW.area, 'created_at', NEW.created_at, 'cuisine_detail', NEW.cuisine_detail, 'image_source', NEW.image_source, 'lang', NEW.lang, 'facts', NEW.facts)
      FROM (SELECT 1) LEFT JOIN change_context AS c ON c.id = 1;
END;
CREATE TRIGGER restaurants_change_update AFTER UPDATE ON restaurants
  WHEN NEW.updated_at IS OLD.updated_at AND json_object('name', NEW.name, 'description', NEW.description, 'address', NEW.address, 'phone', NEW.phone, 'website', NEW.website, 'image', NEW.image, 'rating', NEW.rating, 'price_range', NEW.price_range, 'cuisine', NEW.cuisine, 'open_hours', NEW.open_hours, 'reservation_url', NEW.reservation_url, 'latitude', NEW.latitude, 'longitude', NEW.longitude, 'area', NEW.area, 'created_at', NEW.created_at, 'cuisine_detail', NEW.cuisine_detail, 'image_source', NEW.image_source, 'lang', NEW.lang, 'facts', NEW.facts) IS NOT json_object('name', OLD.name, 'description', OLD.description, 'address', OLD.address, 'phone', OLD.phone, 'website', OLD.website, 'image', OLD.image, 'rating', OLD.rating, 'price_range', OLD.price_range, 'cuisine', OLD.cuisine, 'open_hours', OLD.open_hours, 'reservation_url', OLD.reservation_url, 'latitude', OLD.latitude, 'longitude', OLD.longitude, 'area', OLD.area, 'created_at', OLD.created_at, 'cuisine_detail', OLD.cuisine_detail, 'image_source', OLD.image_source, 'lang', OLD.lang, 'facts', OLD.facts)
BEGIN
  INSERT INTO changes (at, staff_id, action, batch, kind, item_id, operation, before, after)
    SELECT CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), c.staff_id, COALESCE(c.action, 'system'), c.batch, 'restaurant', NEW.id, 'update',
           json_object('name', OLD.name, 'description', OLD.description, 'address', OLD.address, 'phone', OLD.phone, 'website', OLD.website, 'image', OLD.image, 'rating', OLD.rating, 'price_range', OLD.price_range, 'cuisine', OLD.cuisine, 'open_hours', OLD.open_hours, 'reservation_url', OLD.reservation_url, 'latitude', OLD.latitude, 'longitude', OLD.longitude, 'area', OLD.area, 'created_at', OLD.created_at, 'cuisine_detail', OLD.cuisine_detail, 'image_source', OLD.image_source, 'lang', OLD.lang, 'facts', OLD.facts),
           json_object('name', NEW.name, 'description', NEW.description, 'address', NEW.address, 'phone', NEW.phone, 'website', NEW.website, 'image', NEW.image, 'rating', NEW.rating, 'price_range', NEW.price_range, 'cuisine', NEW.cuisine, 'open_hours', NEW.open_hours, 'reservation_url', NEW.reservation_url, 'latitude', NEW.latitude, 'longitude', NEW.longitude, 'area', NEW.area, 'created_at', NEW.created_at, 'cuisine_detail', NEW.cuisine_detail, 'image_source', NEW.image_source, 'lang', NEW.lang, 'facts', NEW.facts)
      FROM (SELECT 1) LEFT JOIN change_context AS c ON c.id = 1;
END;
CREATE TRIGGER restaurants_change_delete AFTER DELETE ON restaurants
BEGIN
  INSERT INTO changes (at, staff_id, action, batch, kind, item_id, operation, before, after)
    SELECT CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), c.staff_id, COALESCE(c.action, 'system'), c.batch, 'restaurant', OLD.id, 'delete',
           json_object('name', OLD.name, 'description', OLD.description, 'address', OLD.address, 'phone', OLD.phone, 'website', OLD.website, 'image', OLD.image, 'rating', OLD.rating, 'price_range', OLD.price_range, 'cuisine', OLD.cuisine, 'open_hours', OLD.open_hours, 'reservation_url', OLD.reservation_url, 'latitude', OLD.latitude, 'longitude', OLD.longitude, 'area', OLD.area, 'created_at', OLD.created_at, 'cuisine_detail', OLD.cuisine_detail, 'image_source', OLD.image_source, 'lang', OLD.lang, 'facts', OLD.facts),
           NULL
      FROM (SELECT 1) LEFT JOIN change_context AS c ON c.id = 1;
END;
