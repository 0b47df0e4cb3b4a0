CREATE TABLE "offers" (
	"offer_id" text PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"warehouse_id" integer,
	"terms" jsonb NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	CONSTRAINT "offers_dates_check" CHECK ("offers"."ends_on" >= "offers"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "imports" DROP CONSTRAINT "imports_kind_check";--> statement-breakpoint
ALTER TABLE "warehouse_products" ADD COLUMN "offer_id" text;--> statement-breakpoint
ALTER TABLE "warehouse_products" ADD COLUMN "before_offer" jsonb;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_warehouse_id_warehouses_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("warehouse_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_product_idx" ON "offers" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "offers_ends_on_idx" ON "offers" USING btree ("ends_on");--> statement-breakpoint
ALTER TABLE "warehouse_products" ADD CONSTRAINT "warehouse_products_offer_id_offers_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("offer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_kind_check" CHECK ("imports"."kind" in ('products', 'stock', 'offers'));