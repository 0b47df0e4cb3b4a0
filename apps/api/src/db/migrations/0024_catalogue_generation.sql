CREATE TABLE "catalogue_generation" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"generation" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "catalogue_generation_one_row" CHECK ("catalogue_generation"."id" = 1)
);
--> statement-breakpoint
-- The one row every catalogue change raises.
INSERT INTO "catalogue_generation" ("id", "generation") VALUES (1, 1);
