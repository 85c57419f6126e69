-- A followed source whose read finds far fewer events than before is
-- suspicious (issue #71): the events count of the read before the drop,
-- kept until a read finds as many again or an admin confirms the page.
ALTER TABLE sources ADD COLUMN suspected_from INTEGER;
