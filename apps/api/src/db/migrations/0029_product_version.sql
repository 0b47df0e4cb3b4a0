ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name","product_id");--> statement-breakpoint
CREATE INDEX "products_sku_prefix_idx" ON "products" USING btree (lower("sku") text_pattern_ops);