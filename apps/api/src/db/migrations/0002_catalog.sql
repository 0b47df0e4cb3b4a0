CREATE TABLE "categories" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"level" integer NOT NULL,
	"path" integer[] NOT NULL,
	"meta_data" jsonb NOT NULL,
	"colour" text NOT NULL,
	"icon" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_blocks" (
	"category_block_id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text,
	"link_url" text,
	"css_class" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_classes" (
	"product_class_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"max_quantity" integer
);
--> statement-breakpoint
CREATE TABLE "products" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"wp_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"short_descr" text NOT NULL,
	"description" text NOT NULL,
	"ean" text NOT NULL,
	"vendor_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"category_path" integer[] NOT NULL,
	"tipologia" text NOT NULL,
	"product_infos" jsonb NOT NULL,
	"weight_unit_display" text NOT NULL,
	"min_acq" numeric(12, 3) NOT NULL,
	"max_acq" numeric(12, 3) NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"highlight" boolean DEFAULT false NOT NULL,
	"product_class_ids" integer[] DEFAULT '{}' NOT NULL,
	"select_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ingredients" text,
	"allergens" text[] DEFAULT '{}' NOT NULL,
	"nutrition" jsonb,
	"features" text[] DEFAULT '{}' NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"search_brand" text NOT NULL,
	"search_categories" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('italian', translate(lower(name || ' ' || ean), 'àáâäèéêëìíîïòóôöùúûü', 'aaaaeeeeiiiioooouuuu')), 'A') || setweight(to_tsvector('italian', translate(lower(search_brand), 'àáâäèéêëìíîïòóôöùúûü', 'aaaaeeeeiiiioooouuuu')), 'B') || setweight(to_tsvector('italian', translate(lower(search_categories), 'àáâäèéêëìíîïòóôöùúûü', 'aaaaeeeeiiiioooouuuu')), 'C') || setweight(to_tsvector('italian', translate(lower(short_descr || ' ' || description), 'àáâäèéêëìíîïòóôöùúûü', 'aaaaeeeeiiiioooouuuu')), 'D')) STORED NOT NULL,
	CONSTRAINT "products_tipologia_check" CHECK ("products"."tipologia" in ('Pezzo', 'Confezione', 'Sfuso', 'Peso')),
	CONSTRAINT "products_ean_check" CHECK ("products"."ean" ~ '^[0-9]{13}$')
);
--> statement-breakpoint
CREATE TABLE "purchased_products" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"times_bought" integer DEFAULT 1 NOT NULL,
	"last_bought_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchased_products_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"vendor_id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"store_brand" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_products" (
	"warehouse_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"price_standard_cents" integer,
	"promo" jsonb,
	"available" integer NOT NULL,
	CONSTRAINT "warehouse_products_warehouse_id_product_id_pk" PRIMARY KEY("warehouse_id","product_id"),
	CONSTRAINT "warehouse_products_price_check" CHECK ("warehouse_products"."price_cents" > 0),
	CONSTRAINT "warehouse_products_promo_check" CHECK ("warehouse_products"."price_standard_cents" is null or "warehouse_products"."price_standard_cents" > "warehouse_products"."price_cents")
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"warehouse_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_category_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("category_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_blocks" ADD CONSTRAINT "category_blocks_category_id_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("category_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vendor_id_vendors_vendor_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("vendor_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("category_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchased_products" ADD CONSTRAINT "purchased_products_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchased_products" ADD CONSTRAINT "purchased_products_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_products" ADD CONSTRAINT "warehouse_products_warehouse_id_warehouses_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("warehouse_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_products" ADD CONSTRAINT "warehouse_products_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_idx" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "category_blocks_category_idx" ON "category_blocks" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_idx" ON "products" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "products_ean_idx" ON "products" USING btree ("ean");--> statement-breakpoint
CREATE INDEX "products_category_path_idx" ON "products" USING gin ("category_path");--> statement-breakpoint
CREATE INDEX "products_vendor_idx" ON "products" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_slug_idx" ON "vendors" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "warehouse_products_product_idx" ON "warehouse_products" USING btree ("product_id");