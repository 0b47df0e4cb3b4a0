ALTER TABLE "carts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Any change of a cart row moves its version, unless the statement moved it itself.
CREATE FUNCTION "carts_move_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.version = OLD.version THEN
    NEW.version := OLD.version + 1;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "carts_version" BEFORE UPDATE ON "carts"
  FOR EACH ROW EXECUTE FUNCTION "carts_move_version"();--> statement-breakpoint
-- A change of a cart's lines or applied codes moves the cart's version once per
-- transaction: a row this transaction already wrote (xmin) carries a version
-- nobody else sees before the commit, and a statement that moves the version
-- itself answers the final one in its RETURNING.
CREATE FUNCTION "cart_contents_move_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.cart_id ELSE NEW.cart_id END;
BEGIN
  UPDATE "carts" SET "version" = "version" + 1
    WHERE "cart_id" = changed AND "xmin" <> pg_current_xact_id()::xid;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "cart_items_version" AFTER INSERT OR UPDATE OR DELETE ON "cart_items"
  FOR EACH ROW EXECUTE FUNCTION "cart_contents_move_version"();--> statement-breakpoint
CREATE TRIGGER "user_gift_certificates_version" AFTER INSERT OR UPDATE OR DELETE ON "user_gift_certificates"
  FOR EACH ROW EXECUTE FUNCTION "cart_contents_move_version"();
