-- A followed source whose read finds far fewer events than before is
-- suspicious (issue #71): the events count of the read before the drop,
-- kept until a read finds as many again or an admin confirms the page.
ALTER TABLE sources ADD COLUMN suspected_from BIGINT;
-- Like the other run-state columns, it is no change staff made.
DROP TRIGGER sources_changes ON sources;
CREATE TRIGGER sources_changes AFTER INSERT OR UPDATE OR DELETE ON sources
    FOR EACH ROW EXECUTE FUNCTION record_change('source', 'next_run_at', 'locked_until', 'locked_by', 'last_run_at', 'last_error', 'failing_since', 'events_found', 'suspected_from');
