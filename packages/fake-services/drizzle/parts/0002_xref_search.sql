-- Trigram full-text index for 'contains' filters on the XREF's part numbers (100,000 rows per
-- plant in the large seed): an external-content FTS5 table whose rowid is xref.id, kept in sync
-- by the triggers below. drizzle-kit cannot describe virtual tables, hence a custom migration.
CREATE VIRTUAL TABLE `xref_search` USING fts5(
	sews_part_no, short_part_no, cust_part_no, content='xref', content_rowid='id', tokenize='trigram'
);
--> statement-breakpoint
CREATE TRIGGER `xref_search_insert` AFTER INSERT ON `xref` BEGIN
	INSERT INTO xref_search(rowid, sews_part_no, short_part_no, cust_part_no)
	VALUES (new.id, new.sews_part_no, new.short_part_no, new.cust_part_no);
END;
--> statement-breakpoint
CREATE TRIGGER `xref_search_delete` AFTER DELETE ON `xref` BEGIN
	INSERT INTO xref_search(xref_search, rowid, sews_part_no, short_part_no, cust_part_no)
	VALUES ('delete', old.id, old.sews_part_no, old.short_part_no, old.cust_part_no);
END;
--> statement-breakpoint
CREATE TRIGGER `xref_search_update` AFTER UPDATE OF sews_part_no, short_part_no, cust_part_no ON `xref` BEGIN
	INSERT INTO xref_search(xref_search, rowid, sews_part_no, short_part_no, cust_part_no)
	VALUES ('delete', old.id, old.sews_part_no, old.short_part_no, old.cust_part_no);
	INSERT INTO xref_search(rowid, sews_part_no, short_part_no, cust_part_no)
	VALUES (new.id, new.sews_part_no, new.short_part_no, new.cust_part_no);
END;
--> statement-breakpoint
INSERT INTO xref_search(xref_search) VALUES ('rebuild');
