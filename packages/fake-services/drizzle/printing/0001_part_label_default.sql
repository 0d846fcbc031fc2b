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
