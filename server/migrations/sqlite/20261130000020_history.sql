-- A history of every change (issue #39, part 2): each write to the
-- guide's events, activities, restaurants, venues, followed sources,
-- suggestions and staff accounts is recorded by the database itself, in
-- the writing transaction (a change that fails leaves no record), with
-- the fields before and after. Who made it and by which action come from
-- the transaction's context, which the server sets when it begins one;
-- what writes without one (a migration, the database by hand) is
-- recorded as 'system'. Times are Unix milliseconds.
CREATE TABLE changes (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    at         INTEGER NOT NULL,
    -- The staff account (kept by id: its name is read when listed).
    staff_id   INTEGER,
    -- edit, create, delete, bulk-create, inbox-publish, replace, upload,
    -- translate, status, source-run, account, revert, seed, system.
    action     TEXT    NOT NULL,
    -- The one step a bulk action is undone as.
    batch      TEXT,
    kind       TEXT    NOT NULL,
    item_id    INTEGER NOT NULL,
    operation  TEXT    NOT NULL CHECK (operation IN ('create', 'update', 'delete')),
    -- The recorded fields as JSON objects: NULL before a creation and
    -- after a deletion. Passwords and a source's read state are not kept.
    before     TEXT,
    after      TEXT
);
CREATE INDEX changes_by_time ON changes (at);
CREATE INDEX changes_by_item ON changes (kind, item_id, at);
CREATE INDEX changes_by_batch ON changes (batch) WHERE batch IS NOT NULL;

-- The context of the write transaction in progress: set at its start and
-- cleared before it commits. SQLite has one writer at a time, so the row
-- is always the current writer's.
CREATE TABLE change_context (
    id       INTEGER PRIMARY KEY CHECK (id = 1),
    staff_id INTEGER,
    action   TEXT    NOT NULL,
    batch    TEXT
);

-- venues
CREATE TRIGGER venues_change_create AFTER INSERT ON venues
BEGIN
  INSERT INTO changes (at, staff_id, action, batch, kind, item_id, operation, before, after)
    SELECT CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), c.staff_id, COALESCE(c.action, 'system'), c.batch, 'venue', NEW.id, 'create',
           NULL,
           json_object('name', NEW.name, 'website', NEW.website, 'events_page_url', NEW.events_page_url, 'address', NEW.address, 'phone', NEW.phone, 'description', NEW.description, 'capacity', NEW.capacity, 'venue_type', NEW.venue_type, 'created_at', NEW.created_at, 'latitude', NEW.latitude, 'longitude', NEW.longitude)
      FROM (SELECT 1) LEFT JOIN change_context AS c ON c.id = 1;
END;
CREATE TRIGGER venues_change_update AFTER UPDATE ON venues
  WHEN json_object('name', NEW.name, 'website', NEW.website, 'events_page_url', NEW.events_page_url, 'address', NEW.address, 'phone', NEW.phone, 'description', NEW.description, 'capacity', NEW.capacity, 'venue_type', NEW.venue_type, 'created_at', NEW.created_at, 'latitude', NEW.latitude, 'longitude', NEW.longitude) IS NOT json_object('name', OLD.name, 'website', OLD.website, 'events_page_url', OLD.events_page_url, 'address', OLD.address, 'phone', OLD.phone, 'description', OLD.description, 'capacity', OLD.capacity, 'venue_type', OLD.venue_type, 'created_at', OLD.created_at, 'latitude', OLD.latitude, 'longitude', OLD.longitude)
BEGIN
  INSERT INTO changes (at, staff_id, action, batch, kind, item_id, operation, before, after)
    SELECT CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), c.staff_id, COALESCE(c.action, 'system'), c.batch, 'venue', NEW.id, 'update',
           json_object('name', OLD.name, 'website', OLD.website, 'events_page_url', OLD.events_page_url, 'address', OLD.address, 'phone', OLD.phone, 'description', OLD.description, 'capacity', OLD.capacity, 'venue_type', OLD.venue_type, 'created_at', OLD.created_at, 'latitude', OLD.latitude, 'longitude', OLD.longitude),
           json_object('name', NEW.name, 'website', NEW.website, 'events_page_url', NEW.events_page_url, 'address', NEW.address, 'phone', NEW.phone, 'description', NEW.description, 'capacity', NEW.capacity, 'venue_type', NEW.venue_type, 'created_at', NEW.created_at, 'latitude', NEW.latitude, 'longitude', NEW.longitude)
      FROM (SELECT 1) LEFT JOIN change_context AS c ON c.id = 1;
END;
CREATE TRIGGER venues_change_delete AFTER DELETE ON venues
BEGIN
  INSERT INTO changes (at, staff_id, action, batch, kind, item_id, operation, before, after)
    SELECT CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), c.staff_id, COALESCE(c.action, 'system'), c.batch, 'venue', OLD.id, 'delete',
           json_object('name', OLD.name, 'website', OLD.website, 'events_page_url', OLD.events_page_url, 'address', OLD.address, 'phone', OLD.phone, 'description', OLD.description, 'capacity', OLD.capacity, 'venue_type', OLD.venue_type, 'created_at', OLD.created_at, 'latitude', OLD.latitude, 'longitude', OLD.longitude),
           NULL
      FROM (SELECT 1) LEFT JOIN change_context AS c ON c.id = 1;
END;

-- events
CREATE TRIGGER events_change_create AFTER INSERT ON events
BEGIN
  INSERT INTO changes (at, staff_id, action, batch, kind, item_id, operation, before, after)
    SELECT CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), c.staff_id, COALESCE(c.action, 'system'), c.batch, 'event', NEW.id, 'create',
           NULL,
           json_object('title', NEW.title, 'description', NEW.description, 'venue_id', NEW.venue_id, 'venue_name', NEW.venue_name, 'date', NEW.date, 'end_date', NEW.end_date, 'time', NEW.time, 'category', NEW.category, 'image', NEW.image, 'ticket_price', NEW.ticket_price, 'ticket_url', NEW.ticket_url, 'source_url', NEW.source_url, 'created_at', NEW.created_at, 'status', NEW.status, 'image_source', NEW.image_source, 'lang', NEW.lang)
      FROM (SELECT 1) LEFT JOIN change_context AS c ON c.id = 1;
END;
CREATE TRIGGER events_change_update AFTER UPDATE ON events
  WHEN NEW.updated_at IS OLD.updated_at AND json_object('title', NEW.title, 'description', NEW.description, 'venue_id', NEW.venue_id, 'venue_name', NEW.venue_name, 'date', NEW.date, 'end_date', NEW.end_date, 'time', NEW.time, 'category', NEW.category, 'image', NEW.image, 'ticket_price', NEW.ticket_price, 'ticket_url', NEW.ticket_url, 'source_url', NEW.source_url, 'created_at', NEW.created_at, 'status', NEW.status, 'image_source', NEW.image_source, 'lang', NEW.lang) IS NOT json_object('title', OLD.title, 'description', OLD.description, 'venue_id', OLD.venue_id, 'venue_name', OLD.venue_name, 'date', OLD.date, 'end_date', OLD.end_date, 'time', OLD.time, 'category', OLD.category, 'image', OLD.image, 'ticket_price', OLD.ticket_price, 'ticket_url', OLD.ticket_url, 'source_url', OLD.source_url, 'created_at', OLD.created_at, 'status', OLD.status, 'image_source', OLD.image_source, 'lang', OLD.lang)
BEGIN
  INSERT INTO changes (at, staff_id, action, batch, kind, item_id, operation, before, after)
    SELECT CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), c.staff_id, COALESCE(c.action, 'system'), c.batch, 'event', NEW.id, 'update',
           json_object('title', OLD.title, 'description', OLD.description, 'venue_id', OLD.venue_id, 'venue_name', OLD.venue_name, 'date', OLD.date, 'end_date', OLD.end_date, 'time', OLD.time, 'category', OLD.category, 'image', OLD.image, 'ticket_price', OLD.ticket_price, 'ticket_url', OLD.ticket_url, 'source_url', OLD.source_url, 'created_at', OLD.created_at, 'status', OLD.status, 'image_source', OLD.image_source, 'lang', OLD.lang),
           json_object('title', NEW.title, 'description', NEW.description, 'venue_id', NEW.venue_id, 'venue_name', NEW.venue_name, 'date', NEW.date, 'end_date', NEW.end_date, 'time', NEW.time, 'category', NEW.category, 'image', NEW.image, 'ticket_price', NEW.ticket_price, 'ticket_url', NEW.ticket_url, 'source_url', NEW.source_url, 'created_at', NEW.created_at, 'status', NEW.status, 'image_source', NEW.image_source, 'lang', NEW.lang)
      FROM (SELECT 1) LEFT JOIN change_context AS c ON c.id = 1;
END;
CREATE TRIGGER events_change_delete AFTER DELETE ON events
BEGIN
  INSERT INTO changes (at, staff_id, action, batch, kind, item_id, operation, before, after)
    SELECT CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), c.staff_id, COALESCE(c.action, 'system'), c.batch, 'event', OLD.id, 'delete',
           json_object('title', OLD.title, 'description', OLD.description, 'venue_id', OLD.venue_id, 'venue_name', OLD.venue_name, 'date', OLD.date, 'end_date', OLD.end_date, 'time', OLD.time, 'category', OLD.category, 'image', OLD.image, 'ticket_price', OLD.ticket_price, 'ticket_url', OLD.ticket_url, 'source_url', OLD.source_url, 'created_at', OLD.created_at, 'status', OLD.status, 'image_source', OLD.image_source, 'lang', OLD.lang),
           NULL
      FROM (SELECT 1) LEFT JOIN change_context AS c ON c.id = 1;
END;

-- activities
CREATE TRIGGER activities_change_create AFTER INSERT ON activities
BEGIN
  INSERT INTO changes (at, staff_id, action, batch, kind, item_id, operation, before, after)
    SELECT CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), c.staff_id, COALESCE(c.action, 'system'), c.batch, 'activity', NEW.id, 'create',
           NULL,
           json_object('name', NEW.name, 'description', NEW.description, 'address', NEW.address, 'phone', NEW.phone, 'website', NEW.website, 'image', NEW.image, 'activity_type', NEW.activity_type, 'recurring_schedule', NEW.recurring_schedule, 'capacity', NEW.capacity, 'venue_type', NEW.venue_type, 'location', NEW.location, 'price', NEW.price, 'created_at', NEW.created_at, 'image_source', NEW.image_source, 'lang', NEW.lang, 'latitude', NEW.latitude, 'longitude', NEW.longitude)
      FROM (SELECT 1) LEFT JOIN change_context AS c ON c.id = 1;
END;
CREATE TRIGGER activities_change_update AFTER UPDATE ON activities
  WHEN NEW.updated_at IS OLD.updated_at AND json_object('name', NEW.name, 'description', NEW.description, 'address', NEW.address, 'phone', NEW.phone, 'website', NEW.website, 'image', NEW.image, 'activity_type', NEW.activity_type, 'recurring_schedule', NEW.recurring_schedule, 'capacity', NEW.capacity, 'venue_type', NEW.venue_type, 'location', NEW.location, 'price', NEW.price, 'created_at', NEW.created_at, 'image_source', NEW.image_source, 'lang', NEW.lang, 'latitude', NEW.latitude, 'longitude', NEW.longitude) IS NOT json_object('name', OLD.name, 'description', OLD.description, 'address', OLD.address, 'phone', OLD.phone, 'website', OLD.website, 'image', OLD.image, 'activity_type', OLD.activity_type, 'recurring_schedule', OLD.recurring_schedule, 'capacity', OLD.capacity, 'venue_type', OLD.venue_type, 'location', OLD.location, 'price', OLD.price, 'created_at', OLD.created_at, 'image_source', OLD.image_source, 'lang', OLD.lang, 'latitude', OLD.latitude, 'longitude', OLD.longitude)
BEGIN
  INSERT INTO changes (at, staff_id, action, batch, kind, item_id, operation, before, after)
    SELECT CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), c.staff_id, COALESCE(c.action, 'system'), c.batch, 'activity', NEW.id, 'update',
           json_object('name', OLD.name, 'description', OLD.description, 'address', OLD.address, 'phone', OLD.phone, 'website', OLD.website, 'image', OLD.image, 'activity_type', OLD.activity_type, 'recurring_schedule', OLD.recurring_schedule, 'capacity', OLD.capacity, 'venue_type', OLD.venue_type, 'location', OLD.location, 'price', OLD.price, 'created_at', OLD.created_at, 'image_source', OLD.image_source, 'lang', OLD.lang, 'latitude', OLD.latitude, 'longitude', OLD.longitude),
           json_object('name', NEW.name, 'description', NEW.description, 'address', NEW.address, 'phone', NEW.phone, 'website', NEW.website, 'image', NEW.image, 'activity_type', NEW.activity_type, 'recurring_schedule', NEW.recurring_schedule, 'capacity', NEW.capacity, 'venue_type', NEW.venue_type, 'location', NEW.location, 'price', NEW.price, 'created_at', NEW.created_at, 'image_source', NEW.image_source, 'lang', NEW.lang, 'latitude', NEW.latitude, 'longitude', NEW.longitude)
      FROM (SELECT 1) LEFT JOIN change_context AS c ON c.id = 1;
END;
CREATE TRIGGER activities_change_delete AFTER DELETE ON activities
BEGIN
  INSERT INTO changes (at, staff_id, action, batch, kind, item_id, operation, before, after)
    SELECT CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), c.staff_id, COALESCE(c.action, 'system'), c.batch, 'activity', OLD.id, 'delete',
           json_object('name', OLD.name, 'description', OLD.description, 'address', OLD.address, 'phone', OLD.phone, 'website', OLD.website, 'image', OLD.image, 'activity_type', OLD.activity_type, 'recurring_schedule', OLD.recurring_schedule, 'capacity', OLD.capacity, 'venue_type', OLD.venue_type, 'location', OLD.location, 'price', OLD.price, 'created_at', OLD.created_at, 'image_source', OLD.image_source, 'lang', OLD.lang, 'latitude', OLD.latitude, 'longitude', OLD.longitude),
           NULL
      FROM (SELECT 1) LEFT JOIN change_context AS c ON c.id = 1;
END;

-- restaurants
CREATE TRIGGER restaurants_change_create AFTER INSERT ON restaurants
BEGIN
  INSERT INTO changes (at, staff_id, action, batch, kind, item_id, operation, before, after)
    SELECT CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), c.staff_id, COALESCE(c.action, 'system'), c.batch, 'restaurant', NEW.id, 'create',
           NULL,
           json_object('name', NEW.name, 'description', NEW.description, 'address', NEW.address, 'phone', NEW.phone, 'website', NEW.website, 'image', NEW.image, 'rating', NEW.rating, 'price_range', NEW.price_range, 'cuisine', NEW.cuisine, 'open_hours', NEW.open_hours, 'reservation_url', NEW.reservation_url, 'latitude', NEW.latitude, 'longitude', NEW.longitude, 'area', NEW.area, 'created_at', NEW.created_at, 'cuisine_detail', NEW.cuisine_detail, 'image_source', NEW.image_source, 'lang', NEW.lang)
      FROM (SELECT 1) LEFT JOIN change_context AS c ON c.id = 1;
END;
CREATE TRIGGER restaurants_change_update AFTER UPDATE ON restaurants
  WHEN NEW.updated_at IS OLD.updated_at AND json_object('name', NEW.name, 'description', NEW.description, 'address', NEW.address, 'phone', NEW.phone, 'website', NEW.website, 'image', NEW.image, 'rating', NEW.rating, 'price_range', NEW.price_range, 'cuisine', NEW.cuisine, 'open_hours', NEW.open_hours, 'reservation_url', NEW.reservation_url, 'latitude', NEW.latitude, 'longitude', NEW.longitude, 'area', NEW.area, 'created_at', NEW.created_at, 'cuisine_detail', NEW.cuisine_detail, 'image_source', NEW.image_source, 'lang', NEW.lang) IS NOT json_object('name', OLD.name, 'description', OLD.description, 'address', OLD.address, 'phone', OLD.phone, 'website', OLD.website, 'image', OLD.image, 'rating', OLD.rating, 'price_range', OLD.price_range, 'cuisine', OLD.cuisine, 'open_hours', OLD.open_hours, 'reservation_url', OLD.reservation_url, 'latitude', OLD.latitude, 'longitude', OLD.longitude, 'area', OLD.area, 'created_at', OLD.created_at, 'cuisine_detail', OLD.cuisine_detail, 'image_source', OLD.image_source, 'lang', OLD.lang)
BEGIN
  INSERT INTO changes (at, staff_id, action, batch, kind, item_id, operation, before, after)
    SELECT CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), c.staff_id, COALESCE(c.action, 'system'), c.batch, 'restaurant', NEW.id, 'update',
           json_object('name', OLD.name, 'description', OLD.description, 'address', OLD.address, 'phone', OLD.phone, 'website', OLD.website, 'image', OLD.image, 'rating', OLD.rating, 'price_range', OLD.price_range, 'cuisine', OLD.cuisine, 'open_hours', OLD.open_hours, 'reservation_url', OLD.reservation_url, 'latitude', OLD.latitude, 'longitude', OLD.longitude, 'area', OLD.area, 'created_at', OLD.created_at, 'cuisine_detail', OLD.cuisine_detail, 'image_source', OLD.image_source, 'lang', OLD.lang),
           json_object('name', NEW.name, 'description', NEW.description, 'address', NEW.address, 'phone', NEW.phone, 'website', NEW.website, 'image', NEW.image, 'rating', NEW.rating, 'price_range', NEW.price_range, 'cuisine', NEW.cuisine, 'open_hours', NEW.open_hours, 'reservation_url', NEW.reservation_url, 'latitude', NEW.latitude, 'longitude', NEW.longitude, 'area', NEW.area, 'created_at', NEW.created_at, 'cuisine_detail', NEW.cuisine_detail, 'image_source', NEW.image_source, 'lang', NEW.lang)
      FROM (SELECT 1) LEFT JOIN change_context AS c ON c.id = 1;
END;
CREATE TRIGGER restaurants_change_delete AFTER DELETE ON restaurants
BEGIN
  INSERT INTO changes (at, staff_id, action, batch, kind, item_id, operation, before, after)
    SELECT CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), c.staff_id, COALESCE(c.action, 'system'), c.batch, 'restaurant', OLD.id, 'delete',
           json_object('name', OLD.name, 'description', OLD.description, 'address', OLD.address, 'phone', OLD.phone, 'website', OLD.website, 'image', OLD.image, 'rating', OLD.rating, 'price_range', OLD.price_range, 'cuisine', OLD.cuisine, 'open_hours', OLD.open_hours, 'reservation_url', OLD.reservation_url, 'latitude', OLD.latitude, 'longitude', OLD.longitude, 'area', OLD.area, 'created_at', OLD.created_at, 'cuisine_detail', OLD.cuisine_detail, 'image_source', OLD.image_source, 'lang', OLD.lang),
           NULL
      FROM (SELECT 1) LEFT JOIN change_context AS c ON c.id = 1;
END;

-- suggestions
CREATE TRIGGER suggestions_change_create AFTER INSERT ON suggestions
BEGIN
  INSERT INTO changes (at, staff_id, action, batch, kind, item_id, operation, before, after)
    SELECT CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), c.staff_id, COALESCE(c.action, 'system'), c.batch, 'suggestion', NEW.id, 'create',
           NULL,
           json_object('name', NEW.name, 'type', NEW.type, 'website', NEW.website, 'description', NEW.description, 'submitter_name', NEW.submitter_name, 'submitter_email', NEW.submitter_email, 'status', NEW.status, 'created_at', NEW.created_at)
      FROM (SELECT 1) LEFT JOIN change_context AS c ON c.id = 1;
END;
CREATE TRIGGER suggestions_change_update AFTER UPDATE ON suggestions
  WHEN json_object('name', NEW.name, 'type', NEW.type, 'website', NEW.website, 'description', NEW.description, 'submitter_name', NEW.submitter_name, 'submitter_email', NEW.submitter_email, 'status', NEW.status, 'created_at', NEW.created_at) IS NOT json_object('name', OLD.name, 'type', OLD.type, 'website', OLD.website, 'description', OLD.description, 'submitter_name', OLD.submitter_name, 'submitter_email', OLD.submitter_email, 'status', OLD.status, 'created_at', OLD.created_at)
BEGIN
  INSERT INTO changes (at, staff_id, action, batch, kind, item_id, operation, before, after)
    SELECT CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), c.staff_id, COALESCE(c.action, 'system'), c.batch, 'suggestion', NEW.id, 'update',
           json_object('name', OLD.name, 'type', OLD.type, 'website', OLD.website, 'description', OLD.description, 'submitter_name', OLD.submitter_name, 'submitter_email', OLD.submitter_email, 'status', OLD.status, 'created_at', OLD.created_at),
           json_object('name', NEW.name, 'type', NEW.type, 'website', NEW.website, 'description', NEW.description, 'submitter_name', NEW.submitter_name, 'submitter_email', NEW.submitter_email, 'status', NEW.status, 'created_at', NEW.created_at)
      FROM (SELECT 1) LEFT JOIN change_context AS c ON c.id = 1;
END;
CREATE TRIGGER suggestions_change_delete AFTER DELETE ON suggestions
BEGIN
  INSERT INTO changes (at, staff_id, action, batch, kind, item_id, operation, before, after)
    SELECT CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), c.staff_id, COALESCE(c.action, 'system'), c.batch, 'suggestion', OLD.id, 'delete',
           json_object('name', OLD.name, 'type', OLD.type, 'website', OLD.website, 'description', OLD.description, 'submitter_name', OLD.submitter_name, 'submitter_email', OLD.submitter_email, 'status', OLD.status, 'created_at', OLD.created_at),
           NULL
      FROM (SELECT 1) LEFT JOIN change_context AS c ON c.id = 1;
END;

-- sources
CREATE TRIGGER sources_change_create AFTER INSERT ON sources
BEGIN
  INSERT INTO changes (at, staff_id, action, batch, kind, item_id, operation, before, after)
    SELECT CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), c.staff_id, COALESCE(c.action, 'system'), c.batch, 'source', NEW.id, 'create',
           NULL,
           json_object('name', NEW.name, 'url', NEW.url, 'venue_id', NEW.venue_id, 'every_hours', NEW.every_hours, 'trust', NEW.trust, 'created_at', NEW.created_at)
      FROM (SELECT 1) LEFT JOIN change_context AS c ON c.id = 1;
END;
CREATE TRIGGER sources_change_update AFTER UPDATE ON sources
  WHEN json_object('name', NEW.name, 'url', NEW.url, 'venue_id', NEW.venue_id, 'every_hours', NEW.every_hours, 'trust', NEW.trust, 'created_at', NEW.created_at) IS NOT json_object('name', OLD.name, 'url', OLD.url, 'venue_id', OLD.venue_id, 'every_hours', OLD.every_hours, 'trust', OLD.trust, 'created_at', OLD.created_at)
BEGIN
  INSERT INTO changes (at, staff_id, action, batch, kind, item_id, operation, before, after)
    SELECT CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), c.staff_id, COALESCE(c.action, 'system'), c.batch, 'source', NEW.id, 'update',
           json_object('name', OLD.name, 'url', OLD.url, 'venue_id', OLD.venue_id, 'every_hours', OLD.every_hours, 'trust', OLD.trust, 'created_at', OLD.created_at),
           json_object('name', NEW.name, 'url', NEW.url, 'venue_id', NEW.venue_id, 'every_hours', NEW.every_hours, 'trust', NEW.trust, 'created_at', NEW.created_at)
      FROM (SELECT 1) LEFT JOIN change_context AS c ON c.id = 1;
END;
CREATE TRIGGER sources_change_delete AFTER DELETE ON sources
BEGIN
  INSERT INTO changes (at, staff_id, action, batch, kind, item_id, operation, before, after)
    SELECT CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), c.staff_id, COALESCE(c.action, 'system'), c.batch, 'source', OLD.id, 'delete',
           json_object('name', OLD.name, 'url', OLD.url, 'venue_id', OLD.venue_id, 'every_hours', OLD.every_hours, 'trust', OLD.trust, 'created_at', OLD.created_at),
           NULL
      FROM (SELECT 1) LEFT JOIN change_context AS c ON c.id = 1;
END;

-- admins
CREATE TRIGGER admins_change_create AFTER INSERT ON admins
BEGIN
  INSERT INTO changes (at, staff_id, action, batch, kind, item_id, operation, before, after)
    SELECT CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), c.staff_id, COALESCE(c.action, 'system'), c.batch, 'account', NEW.id, 'create',
           NULL,
           json_object('email', NEW.email, 'first_name', NEW.first_name, 'last_name', NEW.last_name, 'role', NEW.role, 'disabled_at', NEW.disabled_at, 'created_at', NEW.created_at)
      FROM (SELECT 1) LEFT JOIN change_context AS c ON c.id = 1;
END;
CREATE TRIGGER admins_change_update AFTER UPDATE ON admins
  WHEN json_object('email', NEW.email, 'first_name', NEW.first_name, 'last_name', NEW.last_name, 'role', NEW.role, 'disabled_at', NEW.disabled_at, 'created_at', NEW.created_at) IS NOT json_object('email', OLD.email, 'first_name', OLD.first_name, 'last_name', OLD.last_name, 'role', OLD.role, 'disabled_at', OLD.disabled_at, 'created_at', OLD.created_at)
BEGIN
  INSERT INTO changes (at, staff_id, action, batch, kind, item_id, operation, before, after)
    SELECT CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), c.staff_id, COALESCE(c.action, 'system'), c.batch, 'account', NEW.id, 'update',
           json_object('email', OLD.email, 'first_name', OLD.first_name, 'last_name', OLD.last_name, 'role', OLD.role, 'disabled_at', OLD.disabled_at, 'created_at', OLD.created_at),
           json_object('email', NEW.email, 'first_name', NEW.first_name, 'last_name', NEW.last_name, 'role', NEW.role, 'disabled_at', NEW.disabled_at, 'created_at', NEW.created_at)
      FROM (SELECT 1) LEFT JOIN change_context AS c ON c.id = 1;
END;
CREATE TRIGGER admins_change_delete AFTER DELETE ON admins
BEGIN
  INSERT INTO changes (at, staff_id, action, batch, kind, item_id, operation, before, after)
    SELECT CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), c.staff_id, COALESCE(c.action, 'system'), c.batch, 'account', OLD.id, 'delete',
           json_object('email', OLD.email, 'first_name', OLD.first_name, 'last_name', OLD.last_name, 'role', OLD.role, 'disabled_at', OLD.disabled_at, 'created_at', OLD.created_at),
           NULL
      FROM (SELECT 1) LEFT JOIN change_context AS c ON c.id = 1;
END;
