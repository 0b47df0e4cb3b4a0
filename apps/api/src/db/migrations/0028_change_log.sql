CREATE TABLE "change_log" (
	"change_id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_user_id" integer,
	"actor_api_key_id" integer,
	"actor_name" text NOT NULL,
	"subject" text NOT NULL,
	"subject_id" text NOT NULL,
	"product_id" integer,
	"what" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "change_log_actor_kind_check" CHECK ("change_log"."actor_kind" in ('staff', 'key', 'command')),
	CONSTRAINT "change_log_subject_check" CHECK ("change_log"."subject" in ('product', 'offer', 'slot', 'day', 'api_key', 'import'))
);
--> statement-breakpoint
ALTER TABLE "change_log" ADD CONSTRAINT "change_log_actor_user_id_users_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_log" ADD CONSTRAINT "change_log_actor_api_key_id_api_keys_api_key_id_fk" FOREIGN KEY ("actor_api_key_id") REFERENCES "public"."api_keys"("api_key_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_log" ADD CONSTRAINT "change_log_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "change_log_at_idx" ON "change_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "change_log_product_idx" ON "change_log" USING btree ("product_id","at");--> statement-breakpoint
CREATE INDEX "change_log_actor_idx" ON "change_log" USING btree ("actor_name","at");