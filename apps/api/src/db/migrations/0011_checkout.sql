CREATE TABLE "order_adjustments" (
	"order_adjustment_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_gift_certificate_id" integer,
	"gift_certificate_id" integer,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"order_item_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product" jsonb NOT NULL,
	"select_options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"weight" numeric(12, 3),
	"quantity_display" text NOT NULL,
	"variable_weight" boolean NOT NULL,
	"gross_total_cents" integer NOT NULL,
	"accept_alternatives" boolean NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"sector_id" integer,
	"delivered_quantity" numeric(12, 3),
	"delivered_weight" numeric(12, 3),
	"final_gross_total_cents" integer,
	"replaces_order_item_id" integer
);
--> statement-breakpoint
CREATE TABLE "order_packages" (
	"order_package_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"packaging_type_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"descr" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_cost_cents" integer NOT NULL,
	"total_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"order_status_history_id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_status_id" integer NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_transactions" (
	"order_transaction_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"payment_type_id" integer NOT NULL,
	"transaction_status_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"idempotency_key" text NOT NULL,
	"redirect_url" text,
	"amount_cents" integer NOT NULL,
	"authorized_cents" integer DEFAULT 0 NOT NULL,
	"captured_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"failure_code" text,
	"user_payment_auth_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"cart_id" integer NOT NULL,
	"order_status_id" integer NOT NULL,
	"payment_type_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"store_id" integer,
	"delivery_service_id" integer NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"timeslot_day_id" integer NOT NULL,
	"delivery_date" date NOT NULL,
	"begin_time" text NOT NULL,
	"end_time" text NOT NULL,
	"gross_total_cents" integer NOT NULL,
	"gift_total_cents" integer NOT NULL,
	"package_total_cents" integer NOT NULL,
	"delivery_fee_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"prebilled_cents" integer NOT NULL,
	"final_total_cents" integer,
	"loyalty_points" integer DEFAULT 0 NOT NULL,
	"order_infos" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"invoice_data" jsonb,
	"placed_by_agent" boolean DEFAULT false NOT NULL,
	"pay_by" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_totals_check" CHECK ("orders"."total_cents" >= 0 and "orders"."gross_total_cents" >= 0 and "orders"."prebilled_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "acquirer_payments" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"merchant_reference" text NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"status" text NOT NULL,
	"decline_code" text,
	"card_brand" text,
	"card_last4" text,
	"card_token" text,
	"captured_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"return_url" text NOT NULL,
	"notify_url" text NOT NULL,
	"resolves_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "acquirer_payments_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "brand_payment_types" (
	"brand_id" text NOT NULL,
	"payment_type_id" integer NOT NULL,
	"position" integer NOT NULL,
	"company_only" boolean DEFAULT false NOT NULL,
	CONSTRAINT "brand_payment_types_brand_id_payment_type_id_pk" PRIMARY KEY("brand_id","payment_type_id")
);
--> statement-breakpoint
CREATE TABLE "user_payment_auths" (
	"user_payment_auth_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"payment_type_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_token" text NOT NULL,
	"card_brand" text NOT NULL,
	"card_last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "user_payment_auths_last4_check" CHECK ("user_payment_auths"."card_last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "user_billing_data" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"person_type" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"company_name" text,
	"fiscal_code" text,
	"vat_number" text,
	"pec" text,
	"sdi_code" text,
	"birth_place" text,
	"gender" text,
	"address1" text NOT NULL,
	"address_number" text NOT NULL,
	"postalcode" text NOT NULL,
	"city" text NOT NULL,
	"province" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"mail_id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"kind" text NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "warehouse_products" ALTER COLUMN "available" SET DATA TYPE numeric(12, 3);--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "prepared_version" integer;--> statement-breakpoint
ALTER TABLE "order_adjustments" ADD CONSTRAINT "order_adjustments_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_adjustments" ADD CONSTRAINT "order_adjustments_user_gift_certificate_id_user_gift_certificates_user_gift_certificate_id_fk" FOREIGN KEY ("user_gift_certificate_id") REFERENCES "public"."user_gift_certificates"("user_gift_certificate_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_adjustments" ADD CONSTRAINT "order_adjustments_gift_certificate_id_gift_certificates_gift_certificate_id_fk" FOREIGN KEY ("gift_certificate_id") REFERENCES "public"."gift_certificates"("gift_certificate_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_packages" ADD CONSTRAINT "order_packages_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transactions" ADD CONSTRAINT "order_transactions_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_brand_id_brands_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("brand_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("cart_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_timeslot_day_id_timeslot_days_timeslot_day_id_fk" FOREIGN KEY ("timeslot_day_id") REFERENCES "public"."timeslot_days"("timeslot_day_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_payment_types" ADD CONSTRAINT "brand_payment_types_brand_id_brands_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("brand_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_payment_auths" ADD CONSTRAINT "user_payment_auths_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_billing_data" ADD CONSTRAINT "user_billing_data_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_adjustments_order_idx" ON "order_adjustments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_packages_order_idx" ON "order_packages" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "order_transactions_order_idx" ON "order_transactions" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_transactions_idempotency_idx" ON "order_transactions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "order_transactions_provider_ref_idx" ON "order_transactions" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_idx" ON "orders" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_unpaid_idx" ON "orders" USING btree ("pay_by") WHERE "orders"."order_status_id" in (1, 2);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_idx" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "acquirer_payments_pending_idx" ON "acquirer_payments" USING btree ("resolves_at") WHERE "acquirer_payments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "user_payment_auths_user_idx" ON "user_payment_auths" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
ALTER SEQUENCE "orders_order_id_seq" RESTART WITH 100001;
