CREATE TABLE "loyalty_movements" (
	"movement_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" integer,
	"user_gift_certificate_id" integer,
	"points" integer NOT NULL,
	"description" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "vat_rate" smallint DEFAULT 22 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "vat_rate" smallint DEFAULT 22 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "waived_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_date" date;--> statement-breakpoint
ALTER TABLE "loyalty_movements" ADD CONSTRAINT "loyalty_movements_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_movements_user_idx" ON "loyalty_movements" USING btree ("user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_movements_order_idx" ON "loyalty_movements" USING btree ("order_id","reason") WHERE "loyalty_movements"."order_id" is not null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vat_rate_check" CHECK ("products"."vat_rate" in (4, 5, 10, 22));