CREATE TABLE "login_devices" (
	"device_hash" text NOT NULL,
	"brand_id" text NOT NULL,
	"account_key" text NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_devices_device_hash_brand_id_account_key_pk" PRIMARY KEY("device_hash","brand_id","account_key")
);
--> statement-breakpoint
CREATE TABLE "code_guess_failures" (
	"key" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "device_hash" text;--> statement-breakpoint
CREATE INDEX "login_devices_last_used_idx" ON "login_devices" USING btree ("last_used_at");--> statement-breakpoint
CREATE INDEX "code_guess_failures_key_idx" ON "code_guess_failures" USING btree ("key","failed_at");