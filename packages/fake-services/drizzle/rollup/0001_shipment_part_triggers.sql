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
--> statement-breakpoint
INSERT INTO shipment_part (shipment_id, plant_id, ship_date, asn_number, sews_part_no, sews_design_level, cust_part_no, cust_design_level, quantity, boxes)
SELECT s.id, s.plant_id, s.ship_date, s.asn_number, b.sews_part_no, b.sews_design_level,
       coalesce(b.cust_part_no, ''), coalesce(b.cust_design_level, ''), sum(b.quantity), count(*)
FROM box b JOIN shipment s ON s.id = b.shipment_id
GROUP BY s.id, 5, 6, 7, 8;
