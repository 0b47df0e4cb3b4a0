CREATE TABLE "wishlist_items" (
	"item_id" serial PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"select_options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"options_key" text DEFAULT '' NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_quantity_check" CHECK ("wishlist_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "wishlist_shares" (
	"list_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"grant" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_shares_list_id_user_id_pk" PRIMARY KEY("list_id","user_id"),
	CONSTRAINT "wishlist_shares_grant_check" CHECK ("wishlist_shares"."grant" in ('READ', 'EDIT'))
);
--> statement-breakpoint
CREATE TABLE "wishlists" (
	"list_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text DEFAULT 'list' NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlists_kind_check" CHECK ("wishlists"."kind" in ('list', 'favourites', 'purchased'))
);
--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_list_id_wishlists_list_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."wishlists"("list_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_shares" ADD CONSTRAINT "wishlist_shares_list_id_wishlists_list_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."wishlists"("list_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_shares" ADD CONSTRAINT "wishlist_shares_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_items_line_idx" ON "wishlist_items" USING btree ("list_id","product_id","options_key");--> statement-breakpoint
CREATE INDEX "wishlist_shares_user_idx" ON "wishlist_shares" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "wishlists_user_idx" ON "wishlists" USING btree ("user_id","list_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlists_one_special_idx" ON "wishlists" USING btree ("user_id","kind") WHERE "wishlists"."kind" <> 'list';--> statement-breakpoint
CREATE UNIQUE INDEX "wishlists_one_default_idx" ON "wishlists" USING btree ("user_id") WHERE "wishlists"."is_default";