ALTER TABLE "wishlist_shares" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
-- The shares made before invitations were accepted when they were made.
UPDATE "wishlist_shares" SET "accepted_at" = "created_at";
