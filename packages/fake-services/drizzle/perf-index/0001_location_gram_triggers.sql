-- location_gram counts the locations holding each text of one or two characters, per column.
-- The triggers below keep it in the same transaction as every write of location_master, whoever
-- writes, through the view location_gram_change: a text counted in (+1) or out (-1) of its
-- column's grams. A text's grams are read by joining text_position (a trigger cannot use a
-- recursive CTE). drizzle-kit cannot describe views with triggers, hence a custom migration.
-- The fill at the end reads every text's grams in SQL, minutes for a million rows: a table that
-- large (only the large seed's) is filled by the seed's code instead (seed/location-grams.ts).
CREATE VIEW `location_gram_change` AS SELECT field, gram AS text, locations AS delta FROM location_gram WHERE 0;
--> statement-breakpoint
CREATE TRIGGER `location_gram_change_insert` INSTEAD OF INSERT ON `location_gram_change` BEGIN
	INSERT INTO location_gram (field, gram, locations)
	SELECT new.field, gram, new.delta FROM (
		SELECT DISTINCT lower(substr(new.text, t.p, w.p)) AS gram FROM text_position t, text_position w
		WHERE w.p <= 2 AND t.p + w.p - 1 <= length(new.text)
	) WHERE true
	ON CONFLICT DO UPDATE SET locations = locations + excluded.locations;
END;
--> statement-breakpoint
CREATE TRIGGER `location_gram_insert` AFTER INSERT ON `location_master` BEGIN
	INSERT INTO location_gram_change VALUES ('location_cd', new.location_cd, 1), ('location_nm', new.location_nm, 1);
END;
--> statement-breakpoint
CREATE TRIGGER `location_gram_delete` AFTER DELETE ON `location_master` BEGIN
	INSERT INTO location_gram_change VALUES ('location_cd', old.location_cd, -1), ('location_nm', old.location_nm, -1);
END;
--> statement-breakpoint
CREATE TRIGGER `location_gram_update` AFTER UPDATE OF location_cd, location_nm ON `location_master` BEGIN
	INSERT INTO location_gram_change VALUES ('location_cd', old.location_cd, -1), ('location_nm', old.location_nm, -1),
		('location_cd', new.location_cd, 1), ('location_nm', new.location_nm, 1);
END;
--> statement-breakpoint
-- The grid's default-first order with the name beside: a short 'contains' reads this order until
-- a page of matches is found, and with the name in the index it never reads the table.
CREATE INDEX `location_master_default_first_name` ON `location_master` (default_loc DESC, `location_cd`, `id`, `location_nm`);
--> statement-breakpoint
WITH RECURSIVE n(p) AS (SELECT 1 UNION ALL SELECT p + 1 FROM n WHERE p < 255) INSERT INTO text_position (p) SELECT p FROM n;
--> statement-breakpoint
INSERT INTO location_gram (field, gram, locations)
SELECT field, gram, count(*) FROM (
	SELECT DISTINCT l.id, c.field, lower(substr(CASE c.field WHEN 'location_cd' THEN l.location_cd ELSE l.location_nm END, t.p, w.p)) AS gram
	FROM location_master l, (SELECT 'location_cd' AS field UNION ALL SELECT 'location_nm') c, text_position t, text_position w
	WHERE w.p <= 2 AND t.p + w.p - 1 <= length(CASE c.field WHEN 'location_cd' THEN l.location_cd ELSE l.location_nm END)
) WHERE (SELECT count(*) FROM location_master) <= 100000 GROUP BY field, gram;
