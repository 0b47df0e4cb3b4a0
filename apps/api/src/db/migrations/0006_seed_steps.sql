CREATE TABLE "seed_steps" (
	"name" text PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- A database seeded before this ledger had every step of its day.
INSERT INTO "seed_steps" ("name") SELECT unnest(ARRAY['brands', 'users', 'content', 'catalogue', 'delivery', 'cart']) WHERE EXISTS (SELECT 1 FROM "brands");
