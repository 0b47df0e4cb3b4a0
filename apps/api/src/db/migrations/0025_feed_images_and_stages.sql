CREATE TABLE "import_stages" (
	"stage_id" bigserial PRIMARY KEY NOT NULL,
	"run" text NOT NULL,
	"step" text NOT NULL,
	"rows" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"original" "bytea",
	"webp_400" "bytea",
	"webp_800" "bytea",
	"import_id" bigint,
	"line" integer,
	"problem" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_images_state_check" CHECK ("product_images"."state" in ('waiting', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_import_id_imports_import_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("import_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_stages_run_idx" ON "import_stages" USING btree ("run","stage_id");--> statement-breakpoint
CREATE INDEX "product_images_waiting_idx" ON "product_images" USING btree ("product_id") WHERE "product_images"."state" = 'waiting';--> statement-breakpoint
CREATE INDEX "product_images_import_idx" ON "product_images" USING btree ("import_id");--> statement-breakpoint
-- A feed's file is read back in slices (substring) by the import job: stored uncompressed, a slice reads only its own pages.
ALTER TABLE "imports" ALTER COLUMN "body" SET STORAGE EXTERNAL;
