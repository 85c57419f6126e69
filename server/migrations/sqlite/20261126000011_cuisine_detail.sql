-- The finer cuisine a restaurant's page or staff gave ('Peruvian',
-- 'Spanish/Cuban'), shown beside the spec's category (issue #41).
ALTER TABLE restaurants ADD COLUMN cuisine_detail TEXT;
