-- What drizzle-kit cannot describe: full-text search tables, views and the triggers that keep
-- derived tables equal to their sources in the same transaction as every write, whoever writes.
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
-- The label assignment a part gets when it is added to the XREF (by the seed or XREF Maintenance),
-- derived from the part so that it is the same every time: box format by customer (Ford, GM and
-- Toyota have their own; every seventh part asks for a customer PO as extra input), a 2D harness
-- tag for every third part, the customer group of its harness formats, and the label texts.
CREATE VIEW `part_label_default` AS
SELECT x.id AS xref_id, x.plant_id,
  CASE WHEN x.id % 7 = 0 THEN 'BX02' WHEN x.customer_id = 'FORD' THEN 'BXFD' WHEN x.customer_id = 'GM' THEN 'BXGM'
       WHEN x.customer_id = 'TOYOTA' THEN 'BXTY' ELSE 'BX01' END AS box_label_format,
  CASE WHEN x.id % 3 = 0 THEN 'HL2D' ELSE 'HL01' END AS harness_label_format,
  CASE x.customer_id WHEN 'FORD' THEN 'FORD' WHEN 'GM' THEN 'GM' WHEN 'NISSAN' THEN 'NISSAN' WHEN 'TOYOTA' THEN 'TMNA' WHEN 'HONDA' THEN 'HONDA' WHEN 'STELLANTIS' THEN 'FCA' ELSE 'FORD' END AS cust_group,
  printf('%03d', x.id % 1000) AS seq_no,
  CAST(2024 + x.id % 3 AS TEXT) AS model_year,
  printf('K%05d', x.id % 100000) AS back_kanban,
  printf('BC%02d', 10 + x.id % 90) AS broadcast_cd,
  CASE x.id % 5 WHEN 0 THEN 'BLACK' WHEN 1 THEN 'GREY' WHEN 2 THEN 'BLUE' WHEN 3 THEN 'RED' ELSE 'WHITE' END AS color,
  printf('PL%d', 1 + x.id % 4) AS product_label,
  x.short_part_no AS short_part_no_print,
  CASE WHEN x.id % 11 = 0 THEN 'RUSH' END AS extra_info,
  char(65 + x.id % 4) AS cust_design_level,
  'Wire harness assembly' AS cust_desc,
  CASE x.id % 6 WHEN 0 THEN 4 WHEN 1 THEN 6 WHEN 2 THEN 8 WHEN 3 THEN 10 WHEN 4 THEN 12 ELSE 20 END AS pieces_per_box,
  printf('R%02d', 1 + x.id % 50) AS release_no
FROM `xref` x;
--> statement-breakpoint
CREATE TRIGGER `xref_part_label` AFTER INSERT ON `xref`
BEGIN
  INSERT INTO `part_label` (xref_id, plant_id, box_label_format, harness_label_format, cust_group, seq_no, model_year,
    back_kanban, broadcast_cd, color, product_label, short_part_no_print, extra_info, cust_design_level, cust_desc,
    pieces_per_box, release_no)
  SELECT * FROM `part_label_default` WHERE xref_id = NEW.id;
END;
--> statement-breakpoint
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
-- shipment_part holds each ASN's pieces and boxes per part. These triggers keep it equal to the
-- boxes in the same transaction as every write of box or shipment, whoever writes. A box
-- counts once its ASN exists: the box triggers add boxes of existing ASNs, the shipment insert
-- trigger the boxes written before their ASN (the seed writes with deferred foreign keys).
-- drizzle-kit cannot describe triggers, hence a custom migration; it ends with the backfill.
CREATE TRIGGER `shipment_part_box_insert` AFTER INSERT ON `box` WHEN new.shipment_id IS NOT NULL BEGIN
	INSERT INTO shipment_part (shipment_id, plant_id, ship_date, asn_number, sews_part_no, sews_design_level, cust_part_no, cust_design_level, quantity, boxes)
	SELECT s.id, s.plant_id, s.ship_date, s.asn_number, new.sews_part_no, new.sews_design_level,
	       coalesce(new.cust_part_no, ''), coalesce(new.cust_design_level, ''), new.quantity, 1
	FROM shipment s WHERE s.id = new.shipment_id
	ON CONFLICT DO UPDATE SET quantity = quantity + excluded.quantity, boxes = boxes + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `shipment_part_box_delete` AFTER DELETE ON `box` WHEN old.shipment_id IS NOT NULL BEGIN
	UPDATE shipment_part SET quantity = quantity - old.quantity, boxes = boxes - 1
	WHERE shipment_id = old.shipment_id AND sews_part_no = old.sews_part_no AND sews_design_level = old.sews_design_level
	  AND cust_part_no = coalesce(old.cust_part_no, '') AND cust_design_level = coalesce(old.cust_design_level, '');
	DELETE FROM shipment_part
	WHERE shipment_id = old.shipment_id AND sews_part_no = old.sews_part_no AND sews_design_level = old.sews_design_level
	  AND cust_part_no = coalesce(old.cust_part_no, '') AND cust_design_level = coalesce(old.cust_design_level, '') AND boxes = 0;
END;
--> statement-breakpoint
CREATE TRIGGER `shipment_part_box_update`
AFTER UPDATE OF shipment_id, sews_part_no, sews_design_level, cust_part_no, cust_design_level, quantity ON `box` BEGIN
	UPDATE shipment_part SET quantity = quantity - old.quantity, boxes = boxes - 1
	WHERE old.shipment_id IS NOT NULL AND shipment_id = old.shipment_id AND sews_part_no = old.sews_part_no
	  AND sews_design_level = old.sews_design_level AND cust_part_no = coalesce(old.cust_part_no, '')
	  AND cust_design_level = coalesce(old.cust_design_level, '');
	DELETE FROM shipment_part
	WHERE old.shipment_id IS NOT NULL AND shipment_id = old.shipment_id AND sews_part_no = old.sews_part_no
	  AND sews_design_level = old.sews_design_level AND cust_part_no = coalesce(old.cust_part_no, '')
	  AND cust_design_level = coalesce(old.cust_design_level, '') AND boxes = 0;
	INSERT INTO shipment_part (shipment_id, plant_id, ship_date, asn_number, sews_part_no, sews_design_level, cust_part_no, cust_design_level, quantity, boxes)
	SELECT s.id, s.plant_id, s.ship_date, s.asn_number, new.sews_part_no, new.sews_design_level,
	       coalesce(new.cust_part_no, ''), coalesce(new.cust_design_level, ''), new.quantity, 1
	FROM shipment s WHERE s.id = new.shipment_id
	ON CONFLICT DO UPDATE SET quantity = quantity + excluded.quantity, boxes = boxes + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `shipment_part_shipment_insert` AFTER INSERT ON `shipment` BEGIN
	INSERT INTO shipment_part (shipment_id, plant_id, ship_date, asn_number, sews_part_no, sews_design_level, cust_part_no, cust_design_level, quantity, boxes)
	SELECT new.id, new.plant_id, new.ship_date, new.asn_number, b.sews_part_no, b.sews_design_level,
	       coalesce(b.cust_part_no, ''), coalesce(b.cust_design_level, ''), sum(b.quantity), count(*)
	FROM box b WHERE b.shipment_id = new.id
	GROUP BY 5, 6, 7, 8;
END;
--> statement-breakpoint
CREATE TRIGGER `shipment_part_shipment_update` AFTER UPDATE OF id, plant_id, ship_date, asn_number ON `shipment` BEGIN
	UPDATE shipment_part SET shipment_id = new.id, plant_id = new.plant_id, ship_date = new.ship_date, asn_number = new.asn_number
	WHERE shipment_id = old.id;
END;
--> statement-breakpoint
CREATE TRIGGER `shipment_part_shipment_delete` BEFORE DELETE ON `shipment` BEGIN
	DELETE FROM shipment_part WHERE shipment_id = old.id;
END;
