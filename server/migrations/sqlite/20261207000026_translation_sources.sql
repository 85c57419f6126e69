-- What each translation was made from (issue #71): the original's text of
-- its field when staff saved it. When the original changes, core calls
-- the translation out of date ('needs update'). Rows saved before have
-- none and are taken as current. Not recorded in the history: it changes
-- only with a save of the translation, which is.
ALTER TABLE event_translations ADD COLUMN source TEXT;
ALTER TABLE activity_translations ADD COLUMN source TEXT;
ALTER TABLE restaurant_translations ADD COLUMN source TEXT;
