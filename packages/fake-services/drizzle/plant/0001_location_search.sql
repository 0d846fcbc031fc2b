-- Trigram full-text index for 'contains' filters on location_master (1,000,000 rows in the
-- large seed): an external-content FTS5 table whose rowid is location_master.id, kept in sync
-- by the triggers below. drizzle-kit cannot describe virtual tables, hence a custom migration.
CREATE VIRTUAL TABLE `location_master_search` USING fts5(
	location_cd, location_nm, content='location_master', content_rowid='id', tokenize='trigram'
);
--> statement-breakpoint
CREATE TRIGGER `location_master_search_insert` AFTER INSERT ON `location_master` BEGIN
	INSERT INTO location_master_search(rowid, location_cd, location_nm) VALUES (new.id, new.location_cd, new.location_nm);
END;
--> statement-breakpoint
CREATE TRIGGER `location_master_search_delete` AFTER DELETE ON `location_master` BEGIN
	INSERT INTO location_master_search(location_master_search, rowid, location_cd, location_nm)
	VALUES ('delete', old.id, old.location_cd, old.location_nm);
END;
--> statement-breakpoint
CREATE TRIGGER `location_master_search_update` AFTER UPDATE OF location_cd, location_nm ON `location_master` BEGIN
	INSERT INTO location_master_search(location_master_search, rowid, location_cd, location_nm)
	VALUES ('delete', old.id, old.location_cd, old.location_nm);
	INSERT INTO location_master_search(rowid, location_cd, location_nm) VALUES (new.id, new.location_cd, new.location_nm);
END;
--> statement-breakpoint
INSERT INTO location_master_search(location_master_search) VALUES ('rebuild');
