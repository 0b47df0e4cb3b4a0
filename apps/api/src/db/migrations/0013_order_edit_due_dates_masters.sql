CREATE TABLE "managed_accounts" (
	"master_user_id" integer NOT NULL,
	"user_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_due_documents" (
	"due_document_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"doc_date" date NOT NULL,
	"doc_reference_number" text NOT NULL,
	"due_date" date NOT NULL,
	"doc_amount_cents" integer NOT NULL,
	"payment_amount_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_due_documents_amounts_check" CHECK ("order_due_documents"."doc_amount_cents" >= 0 and "order_due_documents"."payment_amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "editing_order_id" integer;--> statement-breakpoint
ALTER TABLE "managed_accounts" ADD CONSTRAINT "managed_accounts_master_user_id_users_user_id_fk" FOREIGN KEY ("master_user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "managed_accounts" ADD CONSTRAINT "managed_accounts_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_due_documents" ADD CONSTRAINT "order_due_documents_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "managed_accounts_idx" ON "managed_accounts" USING btree ("master_user_id","user_id");--> statement-breakpoint
CREATE INDEX "order_due_documents_order_idx" ON "order_due_documents" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_editing_order_id_orders_order_id_fk" FOREIGN KEY ("editing_order_id") REFERENCES "public"."orders"("order_id") ON DELETE set null ON UPDATE no action;