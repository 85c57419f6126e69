-- A place's facts and an activity's visit length (issue #69): core's
-- content::facts ids, comma-separated ('indoor,kids,step-free'), and
-- minutes. The history's trigger records every column, these with them.
ALTER TABLE activities ADD COLUMN facts TEXT NOT NULL DEFAULT '';
ALTER TABLE activities ADD COLUMN visit_minutes INTEGER;
ALTER TABLE restaurants ADD COLUMN facts TEXT NOT NULL DEFAULT '';
