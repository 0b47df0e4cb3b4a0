CREATE TABLE "addresses" (
	"address_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"address_type_id" integer NOT NULL,
	"store_id" integer,
	"warehouse_id" integer,
	"zone_id" integer,
	"company_id" integer,
	"address_name" text NOT NULL,
	"doorbell_name" text DEFAULT '' NOT NULL,
	"address1" text NOT NULL,
	"address_number" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"province" text NOT NULL,
	"postalcode" text NOT NULL,
	"floor" text DEFAULT '' NOT NULL,
	"address_note" text DEFAULT '' NOT NULL,
	"reference_phone_number" text DEFAULT '' NOT NULL,
	"elevator" boolean DEFAULT false NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"gps_latitude" double precision,
	"gps_longitude" double precision,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_type_check" CHECK ("addresses"."address_type_id" in (2, 3, 5)),
	CONSTRAINT "addresses_owner_check" CHECK (("addresses"."address_type_id" = 2) = ("addresses"."user_id" is not null) and ("addresses"."address_type_id" = 2 or "addresses"."warehouse_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "cart_deliveries" (
	"cart_id" integer PRIMARY KEY NOT NULL,
	"address_id" integer NOT NULL,
	"address_auto_assigned" boolean DEFAULT false NOT NULL,
	"timeslot_day_id" integer,
	"timeslot_auto_assigned" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"zone_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"warehouse_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"postal_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"radius_meters" integer,
	"priority" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopatwork_companies" (
	"company_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"subscription_code" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "shopatwork_companies_subscription_code_unique" UNIQUE("subscription_code")
);
--> statement-breakpoint
CREATE TABLE "shopatwork_subscriptions" (
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopatwork_subscriptions_user_id_company_id_pk" PRIMARY KEY("user_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"warehouse_id" integer NOT NULL,
	"address1" text NOT NULL,
	"address_number" text NOT NULL,
	"city" text NOT NULL,
	"province" text NOT NULL,
	"postalcode" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"phone" text NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timeslot_days" (
	"timeslot_day_id" serial PRIMARY KEY NOT NULL,
	"timeslot_id" integer NOT NULL,
	"slot_date" date NOT NULL,
	"begins_at" timestamp with time zone NOT NULL,
	"cutoff_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"ordered_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "timeslot_days_ordered_check" CHECK ("timeslot_days"."ordered_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "timeslot_holds" (
	"cart_id" integer PRIMARY KEY NOT NULL,
	"timeslot_day_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timeslots" (
	"timeslot_id" serial PRIMARY KEY NOT NULL,
	"address_id" integer,
	"zone_id" integer,
	"name" text NOT NULL,
	"weekdays" integer[] NOT NULL,
	"begin_time" time NOT NULL,
	"end_time" time NOT NULL,
	"capacity" integer NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"cutoff_minutes" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "timeslots_owner_check" CHECK (("timeslots"."address_id" is null) <> ("timeslots"."zone_id" is null)),
	CONSTRAINT "timeslots_capacity_check" CHECK ("timeslots"."capacity" >= 0 and "timeslots"."fee_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "warehouse_locations" (
	"warehouse_id" integer PRIMARY KEY NOT NULL,
	"address1" text NOT NULL,
	"address_number" text NOT NULL,
	"city" text NOT NULL,
	"province" text NOT NULL,
	"postalcode" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_store_id_stores_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_warehouse_id_warehouses_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("warehouse_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_zone_id_delivery_zones_zone_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."delivery_zones"("zone_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_company_id_shopatwork_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."shopatwork_companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_deliveries" ADD CONSTRAINT "cart_deliveries_cart_id_carts_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("cart_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_deliveries" ADD CONSTRAINT "cart_deliveries_address_id_addresses_address_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("address_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_deliveries" ADD CONSTRAINT "cart_deliveries_timeslot_day_id_timeslot_days_timeslot_day_id_fk" FOREIGN KEY ("timeslot_day_id") REFERENCES "public"."timeslot_days"("timeslot_day_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_warehouse_id_warehouses_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("warehouse_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_store_id_stores_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("store_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopatwork_subscriptions" ADD CONSTRAINT "shopatwork_subscriptions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopatwork_subscriptions" ADD CONSTRAINT "shopatwork_subscriptions_company_id_shopatwork_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."shopatwork_companies"("company_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_warehouse_id_warehouses_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("warehouse_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeslot_days" ADD CONSTRAINT "timeslot_days_timeslot_id_timeslots_timeslot_id_fk" FOREIGN KEY ("timeslot_id") REFERENCES "public"."timeslots"("timeslot_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeslot_holds" ADD CONSTRAINT "timeslot_holds_cart_id_carts_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("cart_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeslot_holds" ADD CONSTRAINT "timeslot_holds_timeslot_day_id_timeslot_days_timeslot_day_id_fk" FOREIGN KEY ("timeslot_day_id") REFERENCES "public"."timeslot_days"("timeslot_day_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeslots" ADD CONSTRAINT "timeslots_address_id_addresses_address_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("address_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeslots" ADD CONSTRAINT "timeslots_zone_id_delivery_zones_zone_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."delivery_zones"("zone_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_locations" ADD CONSTRAINT "warehouse_locations_warehouse_id_warehouses_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("warehouse_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id","address_type_id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "addresses_pickup_idx" ON "addresses" USING btree ("address_type_id") WHERE user_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "timeslot_days_slot_date_idx" ON "timeslot_days" USING btree ("timeslot_id","slot_date");--> statement-breakpoint
CREATE INDEX "timeslot_days_date_idx" ON "timeslot_days" USING btree ("slot_date");--> statement-breakpoint
CREATE INDEX "timeslot_holds_day_idx" ON "timeslot_holds" USING btree ("timeslot_day_id","expires_at");--> statement-breakpoint
CREATE INDEX "timeslots_address_idx" ON "timeslots" USING btree ("address_id");--> statement-breakpoint
CREATE INDEX "timeslots_zone_idx" ON "timeslots" USING btree ("zone_id");