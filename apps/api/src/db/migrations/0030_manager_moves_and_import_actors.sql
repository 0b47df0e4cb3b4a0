ALTER TABLE "change_log" DROP CONSTRAINT "change_log_subject_check";--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "source_user_id" integer;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "source_api_key_id" integer;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_source_user_id_users_user_id_fk" FOREIGN KEY ("source_user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_source_api_key_id_api_keys_api_key_id_fk" FOREIGN KEY ("source_api_key_id") REFERENCES "public"."api_keys"("api_key_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_log" ADD CONSTRAINT "change_log_subject_check" CHECK ("change_log"."subject" in ('product', 'offer', 'slot', 'day', 'order', 'api_key', 'import'));