-- Translations in the history (issue #39): an item's text in another
-- language (issue #36's rows) is recorded as a change of the item itself,
-- its field named `{field}.{lang}` (`title.es`): set, changed or removed.
-- The History tab lists such a change under the item's name. A cascade
-- from an item's deletion is recorded in the deletion's step, so undoing
-- that step brings the translations back too.

-- TG_ARGV[0]: the item's kind.
CREATE FUNCTION record_translation_change() RETURNS trigger AS $$
DECLARE
    row_     RECORD;
    key      TEXT;
    before_v TEXT;
    after_v  TEXT;
BEGIN
    IF TG_OP = 'DELETE' THEN row_ := OLD; ELSE row_ := NEW; END IF;
    IF TG_OP = 'UPDATE' AND NEW.text IS NOT DISTINCT FROM OLD.text THEN
        RETURN NULL;
    END IF;
    IF TG_OP <> 'INSERT' THEN before_v := OLD.text; END IF;
    IF TG_OP <> 'DELETE' THEN after_v := NEW.text; END IF;
    key := row_.field || '.' || row_.lang;
    INSERT INTO changes (at, staff_id, action, batch, kind, item_id, operation, before, after)
    VALUES ((extract(epoch FROM clock_timestamp()) * 1000)::BIGINT,
            NULLIF(current_setting('guide.staff_id', true), '')::BIGINT,
            COALESCE(NULLIF(current_setting('guide.action', true), ''), 'system'),
            NULLIF(current_setting('guide.batch', true), ''),
            TG_ARGV[0], row_.item_id, 'update',
            jsonb_build_object(key, before_v),
            jsonb_build_object(key, after_v));
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER event_translations_changes AFTER INSERT OR UPDATE OR DELETE ON event_translations
    FOR EACH ROW EXECUTE FUNCTION record_translation_change('event');
CREATE TRIGGER activity_translations_changes AFTER INSERT OR UPDATE OR DELETE ON activity_translations
    FOR EACH ROW EXECUTE FUNCTION record_translation_change('activity');
CREATE TRIGGER restaurant_translations_changes AFTER INSERT OR UPDATE OR DELETE ON restaurant_translations
    FOR EACH ROW EXECUTE FUNCTION record_translation_change('restaurant');
