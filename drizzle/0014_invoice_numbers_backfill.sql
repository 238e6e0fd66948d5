-- Custom SQL migration file, put your code below! --
-- Orders invoiced before the counter keep the numbers their invoices were issued with (an issued invoice is
-- never renumbered); each financial year's counter continues after the highest of them.
UPDATE "orders" SET
  "invoice_no" = "invoice_seq",
  "invoiced_at" = "created_at",
  "invoice_fy" = (
    SELECT y::text || '-' || lpad(((y + 1) % 100)::text, 2, '0')
    FROM (SELECT extract(year FROM ist)::int - CASE WHEN extract(month FROM ist) < 4 THEN 1 ELSE 0 END AS y
          FROM (SELECT ("created_at" AT TIME ZONE 'UTC') + interval '330 minutes' AS ist) AS t) AS f
  )
WHERE "payment_state" NOT IN ('pending', 'failed');
--> statement-breakpoint
INSERT INTO "invoice_counters" ("financial_year", "last_no")
SELECT "invoice_fy", max("invoice_no") FROM "orders" WHERE "invoice_no" IS NOT NULL GROUP BY "invoice_fy";
