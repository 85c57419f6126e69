-- The id of a deleted item is never given to a new one (issue #39). The
-- SQLite twin rebuilds its tables with AUTOINCREMENT; PostgreSQL's identity
-- columns already never hand out an id twice, so nothing changes here.
SELECT 1;
