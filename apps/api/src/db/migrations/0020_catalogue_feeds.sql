CREATE TABLE "api_keys" (
	"api_key_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"scope" text DEFAULT 'imports' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_keys_scope_check" CHECK ("api_keys"."scope" in ('imports'))
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"import_id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"dry_run" boolean DEFAULT false NOT NULL,
	"full" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"report" jsonb,
	"body" "bytea",
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "imports_kind_check" CHECK ("imports"."kind" in ('products', 'stock')),
	CONSTRAINT "imports_state_check" CHECK ("imports"."state" in ('queued', 'running', 'applied', 'refused', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_ean_check";--> statement-breakpoint
DROP INDEX "products_ean_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "image_source" text;--> statement-breakpoint
ALTER TABLE "warehouse_products" ADD COLUMN "own_price" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_hash_idx" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_live_name_idx" ON "api_keys" USING btree ("name") WHERE revoked_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_idx" ON "products" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "products_ean_idx" ON "products" USING btree ("ean") WHERE "products"."ean" <> '';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_ean_check" CHECK ("products"."ean" ~ '^([0-9]{13})?$');