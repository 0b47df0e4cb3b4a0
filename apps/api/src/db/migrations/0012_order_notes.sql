CREATE TABLE "order_notes" (
	"note_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_notes_rating_check" CHECK ("order_notes"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "parking_reservations" (
	"reservation_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"delivery_date" date NOT NULL,
	"bay" integer NOT NULL,
	"reserved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parking_reservations_bay_check" CHECK ("parking_reservations"."bay" >= 1)
);
--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_reservations" ADD CONSTRAINT "parking_reservations_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_notes_order_idx" ON "order_notes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_notes_user_idx" ON "order_notes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parking_reservations_order_idx" ON "parking_reservations" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parking_reservations_bay_idx" ON "parking_reservations" USING btree ("warehouse_id","delivery_date","bay");