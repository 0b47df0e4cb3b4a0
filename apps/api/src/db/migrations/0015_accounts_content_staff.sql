CREATE TABLE "account_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"new_email" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_disclaimers" (
	"disclaimer_id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"registration_module_type_id" integer DEFAULT 2 NOT NULL,
	"store_id" integer,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saml_assertions" (
	"assertion_id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_disclaimers" (
	"user_id" integer NOT NULL,
	"disclaimer_id" integer NOT NULL,
	"accepted" boolean NOT NULL,
	"version" integer NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_disclaimers_user_id_disclaimer_id_pk" PRIMARY KEY("user_id","disclaimer_id")
);
--> statement-breakpoint
CREATE TABLE "user_identities" (
	"brand_id" text NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_identities_brand_id_provider_subject_pk" PRIMARY KEY("brand_id","provider","subject")
);
--> statement-breakpoint
CREATE TABLE "contact_requests" (
	"request_id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"form_id" integer NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"fields" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_post_terms" (
	"post_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	CONSTRAINT "content_post_terms_post_id_term_id_pk" PRIMARY KEY("post_id","term_id")
);
--> statement-breakpoint
CREATE TABLE "content_posts" (
	"post_id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"post_type" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"content_html" text DEFAULT '' NOT NULL,
	"excerpt_html" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'publish' NOT NULL,
	"menu_order" integer DEFAULT 0 NOT NULL,
	"parent_id" integer,
	"image_url" text,
	"link_url" text,
	"valid_from" date,
	"valid_to" date,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_terms" (
	"term_id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"taxonomy" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"parent_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "address1" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "address_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "postalcode" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "province" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reference_store_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_role" text;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "actor" text;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_disclaimers" ADD CONSTRAINT "registration_disclaimers_brand_id_brands_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("brand_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_disclaimers" ADD CONSTRAINT "user_disclaimers_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_disclaimers" ADD CONSTRAINT "user_disclaimers_disclaimer_id_registration_disclaimers_disclaimer_id_fk" FOREIGN KEY ("disclaimer_id") REFERENCES "public"."registration_disclaimers"("disclaimer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_brand_id_brands_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("brand_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_brand_id_brands_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("brand_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_post_terms" ADD CONSTRAINT "content_post_terms_post_id_content_posts_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."content_posts"("post_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_post_terms" ADD CONSTRAINT "content_post_terms_term_id_content_terms_term_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."content_terms"("term_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_posts" ADD CONSTRAINT "content_posts_brand_id_brands_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("brand_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_terms" ADD CONSTRAINT "content_terms_brand_id_brands_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("brand_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tokens_user_idx" ON "account_tokens" USING btree ("user_id","purpose","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_disclaimers_code_idx" ON "registration_disclaimers" USING btree ("brand_id","registration_module_type_id","code");--> statement-breakpoint
CREATE INDEX "user_identities_user_idx" ON "user_identities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contact_requests_brand_idx" ON "contact_requests" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "content_post_terms_term_idx" ON "content_post_terms" USING btree ("term_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_posts_slug_idx" ON "content_posts" USING btree ("brand_id","post_type","slug");--> statement-breakpoint
CREATE INDEX "content_posts_list_idx" ON "content_posts" USING btree ("brand_id","post_type","menu_order");--> statement-breakpoint
CREATE UNIQUE INDEX "content_terms_slug_idx" ON "content_terms" USING btree ("brand_id","taxonomy","slug");--> statement-breakpoint
-- Accounts that existed before confirmation mails were confirmed by the way they were made.
UPDATE "users" SET "email_confirmed_at" = "created_at";
