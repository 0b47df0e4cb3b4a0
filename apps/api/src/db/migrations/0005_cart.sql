CREATE TABLE "cart_items" (
	"item_id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"select_options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"options_key" text DEFAULT '' NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"accept_alternatives" boolean NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_quantity_check" CHECK ("cart_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "gift_certificates" (
	"gift_certificate_id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"kind" text NOT NULL,
	"percent" integer,
	"amount_cents" integer,
	"min_spend_cents" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"max_redemptions" integer,
	"redemptions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gift_certificates_kind_check" CHECK (("gift_certificates"."kind" = 'percent' and "gift_certificates"."percent" between 1 and 100 and "gift_certificates"."amount_cents" is null)
        or ("gift_certificates"."kind" = 'amount' and "gift_certificates"."amount_cents" > 0 and "gift_certificates"."percent" is null)),
	CONSTRAINT "gift_certificates_redemptions_check" CHECK ("gift_certificates"."redemptions" >= 0 and ("gift_certificates"."max_redemptions" is null or "gift_certificates"."redemptions" <= "gift_certificates"."max_redemptions"))
);
--> statement-breakpoint
CREATE TABLE "user_gift_certificates" (
	"user_gift_certificate_id" serial PRIMARY KEY NOT NULL,
	"gift_certificate_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"cart_id" integer,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_points" (
	"user_id" integer NOT NULL,
	"points_type" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_points_user_id_points_type_pk" PRIMARY KEY("user_id","points_type"),
	CONSTRAINT "user_points_value_check" CHECK ("user_points"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "packaging_types" (
	"packaging_type_id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"items_per_package" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "packaging_types_items_check" CHECK ("packaging_types"."items_per_package" > 0)
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("cart_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_certificates" ADD CONSTRAINT "gift_certificates_brand_id_brands_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("brand_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_gift_certificates" ADD CONSTRAINT "user_gift_certificates_gift_certificate_id_gift_certificates_gift_certificate_id_fk" FOREIGN KEY ("gift_certificate_id") REFERENCES "public"."gift_certificates"("gift_certificate_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_gift_certificates" ADD CONSTRAINT "user_gift_certificates_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_gift_certificates" ADD CONSTRAINT "user_gift_certificates_cart_id_carts_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("cart_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_points" ADD CONSTRAINT "user_points_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packaging_types" ADD CONSTRAINT "packaging_types_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_line_idx" ON "cart_items" USING btree ("cart_id","product_id","options_key");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_certificates_code_idx" ON "gift_certificates" USING btree ("brand_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "user_gift_certificates_cart_idx" ON "user_gift_certificates" USING btree ("cart_id","gift_certificate_id");--> statement-breakpoint
CREATE INDEX "user_gift_certificates_user_idx" ON "user_gift_certificates" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "packaging_types_one_default_idx" ON "packaging_types" USING btree ("is_default") WHERE "packaging_types"."is_default";