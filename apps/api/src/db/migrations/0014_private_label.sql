DROP INDEX "packaging_types_one_default_idx";--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "brand_id" text;--> statement-breakpoint
ALTER TABLE "packaging_types" ADD COLUMN "brand_id" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_brand_id_brands_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("brand_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packaging_types" ADD CONSTRAINT "packaging_types_brand_id_brands_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("brand_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "packaging_types_one_default_idx" ON "packaging_types" USING btree (coalesce("brand_id", '')) WHERE "packaging_types"."is_default";