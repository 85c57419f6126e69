-- E-mailed links take their origin from the configuration (site.public_url),
-- never from the request that asked for them: the site a request named
-- is no longer kept with its address (issue #66).
ALTER TABLE reminder_addresses DROP COLUMN origin;
