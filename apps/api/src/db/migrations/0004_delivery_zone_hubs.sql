ALTER TABLE "delivery_zones" ADD COLUMN "latitude" double precision NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD COLUMN "longitude" double precision NOT NULL;