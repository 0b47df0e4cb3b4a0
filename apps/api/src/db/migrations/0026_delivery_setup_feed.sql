CREATE TABLE "closing_days" (
	"day" date NOT NULL,
	"warehouse_id" integer,
	"reason" text NOT NULL,
	CONSTRAINT "closing_days_day_warehouse_key" UNIQUE NULLS NOT DISTINCT("day","warehouse_id")
);
--> statement-breakpoint
ALTER TABLE "imports" DROP CONSTRAINT "imports_kind_check";--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "pickup_code" text;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD COLUMN "code" text;--> statement-breakpoint
-- Zones and lockers made before the delivery set-up feed get the code the demo feed gives them: their name, in slug form.
UPDATE "delivery_zones" z SET "code" = s.slug || CASE WHEN s.n > 1 THEN '-' || z.zone_id ELSE '' END
FROM (SELECT zone_id, trim(both '-' from lower(regexp_replace(name, '[^A-Za-z0-9]+', '-', 'g'))) AS slug,
             count(*) OVER (PARTITION BY lower(regexp_replace(name, '[^A-Za-z0-9]+', '-', 'g'))) AS n
      FROM "delivery_zones") s
WHERE s.zone_id = z.zone_id;--> statement-breakpoint
ALTER TABLE "delivery_zones" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
UPDATE "addresses" a SET "pickup_code" = s.slug || CASE WHEN s.n > 1 THEN '-' || a.address_id ELSE '' END
FROM (SELECT address_id, trim(both '-' from lower(regexp_replace(address_name, '[^A-Za-z0-9]+', '-', 'g'))) AS slug,
             count(*) OVER (PARTITION BY lower(regexp_replace(address_name, '[^A-Za-z0-9]+', '-', 'g'))) AS n
      FROM "addresses" WHERE address_type_id = 5 AND user_id IS NULL) s
WHERE s.address_id = a.address_id;--> statement-breakpoint
ALTER TABLE "closing_days" ADD CONSTRAINT "closing_days_warehouse_id_warehouses_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("warehouse_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_pickup_code_idx" ON "addresses" USING btree ("pickup_code") WHERE pickup_code is not null;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_code_unique" UNIQUE("code");--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_kind_check" CHECK ("imports"."kind" in ('products', 'stock', 'offers', 'delivery'));